// Links to an event's files for a file the organiser downloads (the participants export): a
// click in a spreadsheet carries no session, so each link is signed by the server for a week
// (Files/SignFiles with forDownload), published event or not, and then refused for everyone.
import { useCallback } from 'react';
import type { SignFilesResponse } from '../../../../generated/manager/content_pb';
import { backendUrl, connectCall } from '../../../client/transport';
import { api } from '../../app/api';
import { fileSrc } from './fileSrc';

/** File ids SignFiles takes at once. */
const SIGN_AT_ONCE = 200;

const downloadLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    signForDownload: build.mutation<SignFilesResponse, { eventId: string; fileIds: string[] }>({
      query: ({ eventId, fileIds }) =>
        connectCall('files', 'signFiles', { eventId, fileIds, forDownload: true }),
    }),
  }),
});

/** Signs files of an event for a download: file id to its absolute, signed link. */
export function useFileDownloadLinks(): (
  eventId: string,
  fileIds: readonly string[],
) => Promise<Map<string, string>> {
  const [sign] = downloadLinksApi.useSignForDownloadMutation();
  return useCallback(
    async (eventId, fileIds) => {
      const links = new Map<string, string>();
      const ids = [...new Set(fileIds)];
      for (let i = 0; i < ids.length; i += SIGN_AT_ONCE) {
        const { signatures } = await sign({
          eventId,
          fileIds: ids.slice(i, i + SIGN_AT_ONCE),
        }).unwrap();
        for (const [id, sig] of Object.entries(signatures))
          links.set(id, `${backendUrl()}${fileSrc(eventId, id, '', undefined, sig)}`);
      }
      return links;
    },
    [sign],
  );
}
