// The daily rows of a range, page after page: each page is its own cached ListActiveClients (or
// ListActiveClient) query, asked for with the token the page before it gave. 'Load more' adds
// the next token; a new range or client starts again from the first page.
import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import type { CallError } from '../../../client/transport';
import { statisticsApi } from './statisticsApi';
import type { DayRow, DaysArgs } from './statisticsApi';

export type DaysQuery = Omit<DaysArgs, 'pageToken'>;

export interface DailyPages {
  /** The rows of every page loaded so far, ascending by date. */
  rows: DayRow[];
  /** Whether any page has been answered yet (else rows are unknown, not empty). */
  loaded: boolean;
  /** Some page is being asked for (a first load or a refetch). */
  fetching: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** The failure of the last try of some page; its earlier answer, if any, is still in rows. */
  error: CallError | undefined;
  /** When the oldest of the pages shown was answered (ms). */
  answeredAt: number | undefined;
  refetch: () => void;
}

const listDays = statisticsApi.endpoints.listDays;
type Subscription = ReturnType<ReturnType<typeof listDays.initiate>>;

export function useDailyPages(query: DaysQuery | null): DailyPages {
  const dispatch = useAppDispatch();
  const key = query ? JSON.stringify(query) : '';
  const [paging, setPaging] = useState({ key, tokens: [''] });
  const tokens = useMemo(
    () => (paging.key === key ? paging.tokens : ['']),
    [paging.key, paging.tokens, key],
  );
  // The query by value: a new object with the same fields is the same query.
  const args = useMemo(
    () =>
      key ? tokens.map((pageToken) => ({ ...(JSON.parse(key) as DaysQuery), pageToken })) : [],
    [key, tokens],
  );

  const subscriptions = useRef<Subscription[]>([]);
  useEffect(() => {
    const started = args.map((arg) => dispatch(listDays.initiate(arg)));
    subscriptions.current = started;
    return () => started.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, args]);

  const selectPages = useMemo(
    () =>
      createSelector(
        args.map((arg) => listDays.select(arg)),
        (...results: ReturnType<ReturnType<typeof listDays.select>>[]) => results,
      ),
    [args],
  );
  const pages = useAppSelector((state: RootState) => selectPages(state));

  const last = pages[pages.length - 1]?.data;
  const nextToken = last?.nextPageToken ?? '';
  const loadMore = useCallback(() => {
    if (nextToken && !tokens.includes(nextToken)) {
      setPaging({ key, tokens: [...tokens, nextToken] });
    }
  }, [key, tokens, nextToken]);
  const refetch = useCallback(() => {
    for (const subscription of subscriptions.current) void subscription.refetch();
  }, []);

  const rows = useMemo(() => pages.flatMap((page) => page.data?.rows ?? []), [pages]);
  const answered = pages.flatMap((page) =>
    page.fulfilledTimeStamp ? [page.fulfilledTimeStamp] : [],
  );
  return {
    rows,
    loaded: pages.length > 0 && pages[0]?.data !== undefined,
    fetching: pages.some((page) => page.isLoading),
    hasMore: nextToken !== '',
    loadMore,
    error: pages.find((page) => page.isError)?.error as CallError | undefined,
    answeredAt: answered.length ? Math.min(...answered) : undefined,
    refetch,
  };
}
