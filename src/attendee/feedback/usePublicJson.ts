// Reads one JSON document of the public API when a page opens (forms need the network to be
// sent anyway, so they are not kept offline): loading, then ready, missing (404) or offline.
import { useEffect, useState } from 'react';

export type JsonState<T> =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'missing' }
  | { status: 'ready'; value: T };

export function usePublicJson<T>(url: string): JsonState<T> {
  const [state, setState] = useState<JsonState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(url, { cache: 'no-cache' })
      .then(async (res) => {
        if (res.status === 404) {
          if (live) setState({ status: 'missing' });
          return;
        }
        if (!res.ok) throw new Error(String(res.status));
        const value = (await res.json()) as T;
        if (live) setState({ status: 'ready', value });
      })
      .catch(() => {
        if (live) setState({ status: 'offline' });
      });
    return () => {
      live = false;
    };
  }, [url]);
  return state;
}
