// The preview credential (manager.Preview/PreviewToken): lets the panel's framed app read the
// event, published or not. It lives ten minutes; the panel asks for a new one well before.
import { api } from '../../../app/api';
import { connectCall } from '../../../../client/transport';
import type { ResponseOf } from '../../../../client/transport';

/** How often a fresh credential is asked for: well inside its ten minutes. */
export const PREVIEW_REFRESH_MS = 4 * 60_000;

export const previewApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewToken: build.query<string, { eventId: string }>({
      query: ({ eventId }) => connectCall('preview', 'previewToken', { eventId }),
      transformResponse: (response: ResponseOf<'preview', 'previewToken'>) => response.token,
      // Never reused from the cache after the panel closes: a credential may have expired.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePreviewTokenQuery } = previewApi;
