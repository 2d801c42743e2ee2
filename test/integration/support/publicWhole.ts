// The whole public event as the app ends up with it, read over HTTP: the home document with
// every texts part it names laid in (src/common/publicTexts.ts). For tests and benches.
import { publicEventPath } from '../../../src/common/publicEvent';
import { mergeTexts, publicTextsPath, withTexts } from '../../../src/common/publicTexts';
import type { PublicEventHome, PublicTexts } from '../../../src/common/publicTexts';

async function json<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The home document and each texts part it names, by name. A registration event opens its
 * content only to a participant or the organiser's preview: pass its header.
 */
export async function readDocuments(baseUrl: string, key: string, headers = {}) {
  const home = await json<PublicEventHome>(`${baseUrl}${publicEventPath(key)}`, headers);
  const parts = Object.fromEntries(
    await Promise.all(
      Object.keys(home.textParts).map(
        async (name) =>
          [
            name,
            await json<PublicTexts>(`${baseUrl}${publicTextsPath(key, name)}`, headers),
          ] as const,
      ),
    ),
  );
  return { home, parts };
}

/** The home document with all its texts laid in. */
export async function readWholeEvent(baseUrl: string, key: string, headers = {}) {
  const { home, parts } = await readDocuments(baseUrl, key, headers);
  return withTexts(home, mergeTexts(Object.values(parts)));
}
