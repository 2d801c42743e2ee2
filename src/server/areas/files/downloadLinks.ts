// Links to an event's files written into a file the organiser downloads (the participants
// export): signed for DOWNLOAD_LINK_DAYS whether the event is published or not, so they work
// from the spreadsheet over plain HTTP (no session goes with a click there), keep working if
// the event is unpublished, and are refused for everyone once they expire.
import { RESOURCE_SIGNATURE_QUERY } from '../../../common/constants';
import type { FilesContext } from './filesContext';
import { RESOURCES_PATH } from './resourceRoute';

/** The link maker of one download: every link it makes expires at the same time. */
export function downloadLinks(ctx: FilesContext, nowMs: number) {
  const expiresAt = ctx.signatures.downloadExpiryAt(nowMs);
  return (eventId: string, fileId: string): string => {
    const sig = ctx.signatures.sign(eventId, fileId, expiresAt);
    return `${ctx.publicUrl}${RESOURCES_PATH}/${eventId}/${fileId}?${RESOURCE_SIGNATURE_QUERY}=${sig}`;
  };
}
