// Where the console sends its calls (spec/console.md §7 "Transport"): the page's own origin,
// unless a stored setting with the prefix 'evt.baseUrl:' overrides it; 'evt.debug:' logs calls.

export const BASE_URL_KEY = 'evt.baseUrl:';
export const DEBUG_KEY = 'evt.debug:';

function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function backendUrl(): string {
  const override = stored(BASE_URL_KEY);
  const url = override ?? globalThis.location?.origin ?? '';
  if (!url.trim()) throw new Error('core: backendURL is empty');
  return url.replace(/\/+$/, '');
}

/** The live feed's WebSocket address on the same backend. */
export function liveUrl(): string {
  return `${backendUrl().replace(/^http/, 'ws')}/live`;
}

export function debugEnabled(): boolean {
  const flag = stored(DEBUG_KEY);
  return flag === '1' || flag === 'true';
}
