import { useParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { useLiveTarget } from './useLiveTarget';

export interface LiveItem<T> {
  /** The id the route names (`undefined` on a "new" route). */
  id: string | undefined;
  item: T | undefined;
  /** The route names an item the store does not hold (yet). */
  missing: boolean;
  /** The item's live list has arrived. */
  synced: boolean;
}

/**
 * The item an editor route names by its `param` (posts/{postId}…), from the live list at
 * `target`, which it follows while mounted; `find` picks the item from the store.
 */
export function useLiveItem<T>(
  target: string,
  param: string,
  find: (state: RootState, id: string) => T | undefined,
): LiveItem<T> {
  const id = useParams()[param];
  const synced = useLiveTarget(target);
  const item = useAppSelector((state) => (id ? find(state, id) : undefined));
  return { id, item, missing: !!id && !item, synced };
}
