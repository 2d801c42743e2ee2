import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectIsCurrent, targetReleased, targetWanted } from '../../client/live';

/**
 * Follows a live target while the calling component is mounted (null follows nothing).
 * Returns whether its first snapshot has arrived since the page loaded.
 */
export function useLiveTarget(path: string | null): boolean {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!path) return undefined;
    dispatch(targetWanted(path));
    return () => {
      dispatch(targetReleased(path));
    };
  }, [dispatch, path]);
  return useAppSelector((state) => (path ? selectIsCurrent(state, path) : false));
}
