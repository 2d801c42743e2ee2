// Visitor statistics of an event (spec/console.md §2.24): reads, not mutations, so no ledger;
// the caller's right is checked like every event call's (rpc/authorise.ts). Rows come from the collection endpoint
// (collect.ts); lists hold only days with data, ascending, paged by a signed token.
import type { ServiceImpl } from '@connectrpc/connect';
import type { Events } from '../../../../generated/manager/events_pb';
import { STATS_LIMITS } from '../../../common/constants';
import { clientIdRule, isoDateRule } from '../../../common/rules';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, validate } from '../../rpc/errors';
import { decodePageToken, encodePageToken } from './pageToken';
import type { PageQuery } from './pageToken';
import { activeClients, clientDays, eventDays } from './reads';
import type { DayRange, DayRow } from './reads';
import { eventRow } from '../../auth/eventAccess';

export const DEFAULT_PAGE_SIZE = STATS_LIMITS.defaultPageSize;
export const MAX_PAGE_SIZE = STATS_LIMITS.maxPageSize;
const MAX_RANGE_DAYS = STATS_LIMITS.maxRangeDays;
const DAY_MS = 86_400_000;

interface ListRequest {
  eventId: string;
  startDate: string;
  endDate: string;
  pageSize: number;
  nextPageToken: string;
}

function pageSize(value: number): number {
  if (value === 0) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw invalidArgument(
      'pageSize',
      `must be between 1 and ${MAX_PAGE_SIZE} (0: ${DEFAULT_PAGE_SIZE}).`,
    );
  }
  return value;
}

/** Validates the range and the token; the query to run for one page. */
function pageRange(
  deps: Deps,
  req: ListRequest,
  clientId: string,
): DayRange & { query: PageQuery } {
  const startDate = validate(isoDateRule('startDate'), req.startDate, 'startDate');
  const endDate = validate(isoDateRule('endDate'), req.endDate, 'endDate');
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
  if (days < 0) throw invalidArgument('endDate', 'The end date must not be before the start date.');
  if (days + 1 > MAX_RANGE_DAYS)
    throw invalidArgument('endDate', 'The range may cover at most three years.');
  const query = { eventId: req.eventId, clientId, startDate, endDate };
  let after: string | null = null;
  if (req.nextPageToken) {
    after = decodePageToken(deps.config.secret, query, req.nextPageToken);
    if (after === null) throw invalidArgument('nextPageToken', 'not a page token of this list.');
  }
  return {
    eventId: req.eventId,
    startDate,
    endDate,
    after,
    limit: pageSize(req.pageSize) + 1,
    query,
  };
}

/** One page of rows and the token of the next one ('' on the last page). */
function page(deps: Deps, range: DayRange & { query: PageQuery }, rows: DayRow[]) {
  const shown = rows.slice(0, range.limit - 1);
  const last = shown[shown.length - 1];
  const more = rows.length > shown.length && last !== undefined;
  return {
    activeUsers: shown,
    nextPageToken: more ? encodePageToken(deps.config.secret, range.query, last.date) : '',
  };
}

export function statisticsService(deps: Deps): Partial<ServiceImpl<typeof Events>> {
  const { db } = deps.database;
  const eventOf = (eventId: string) => eventRow(db, eventId, { forWrite: false });
  return {
    getActiveClients: async (req) => {
      const event = await eventOf(req.eventId);
      return { activeclients: await activeClients(db, event.id, deps.now()) };
    },

    listActiveClients: async (req) => {
      await eventOf(req.eventId);
      const range = pageRange(deps, req, '');
      return page(deps, range, await eventDays(db, range));
    },

    listActiveClient: async (req) => {
      await eventOf(req.eventId);
      const clientId = validate(clientIdRule('clientId'), req.clientId, 'clientId');
      const range = pageRange(deps, req, clientId);
      return page(deps, range, await clientDays(db, range, clientId));
    },
  };
}
