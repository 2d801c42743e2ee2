// Where the console shows an event's file. A published event's files are public (the attendee
// app shows them); those of an event that is not published are served only with a signature of
// the server (issue 28), asked for per file and renewed well before it expires, so a console
// left open keeps its images. Signatures fall on the server's half-hour grid, so a renewal
// within the same window keeps the URL, and the browser's cached copy.
import type { SignFilesResponse } from '../../../../generated/manager/content_pb';
import { RESOURCE_SIGNATURE_QUERY } from '../../../common/constants';
import { connectCall } from '../../../client/transport';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { eventFileUrl } from '../events';

/** How often a signature is renewed: it lives at least 30 minutes from its issue. */
export const SIGNATURE_RENEW_MS = 10 * 60_000;

const signaturesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The `sig` of a file's URLs (Files/SignFiles), for every size of it. */
    fileSignature: build.query<string, { eventId: string; fileId: string }>({
      query: ({ eventId, fileId }) =>
        connectCall('files', 'signFiles', { eventId, fileIds: [fileId] }),
      transformResponse: (r: SignFilesResponse, _meta, { fileId }) => r.signatures[fileId] ?? '',
    }),
  }),
});

/** A served file with its record's update time as ?v=, so a re-crop shows at once. */
export function fileSrc(
  eventId: string,
  fileId: string,
  suffix: string,
  timestamp?: number,
  signature?: string,
): string {
  const params = new URLSearchParams();
  if (timestamp) params.set('v', String(timestamp));
  if (signature) params.set(RESOURCE_SIGNATURE_QUERY, signature);
  const query = params.toString();
  return `${eventFileUrl(eventId, fileId, suffix)}${query ? `?${query}` : ''}`;
}

/**
 * The signature a file of the event needs (renewed while in use): null when it needs none (the
 * event is published, or there is no file), undefined until it has come.
 */
export function useFileSignature(eventId: string, fileId: string): string | null | undefined {
  const open = useAppSelector((s) => {
    const event = s.events.entities[eventId];
    return !!event && event.publishedAt !== undefined && !event.isArchive;
  });
  const { data } = signaturesApi.useFileSignatureQuery(
    { eventId, fileId },
    { skip: open || !fileId, pollingInterval: SIGNATURE_RENEW_MS },
  );
  return open || !fileId ? null : data || undefined;
}

/**
 * fileSrc for the console to show: signed when the event is not published (or not known to
 * be), undefined until its signature has come, and '' for no file.
 */
export function useFileSrc(
  eventId: string,
  fileId: string,
  suffix: string,
  timestamp?: number,
): string | undefined {
  const signature = useFileSignature(eventId, fileId);
  if (!fileId) return '';
  if (signature === null) return fileSrc(eventId, fileId, suffix, timestamp);
  return signature ? fileSrc(eventId, fileId, suffix, timestamp, signature) : undefined;
}
