// Hostile input for the event history and presence of issue 25: malformed ids, cursors, days
// and areas, oversized fields. Each label starts with the method it covers; the hostile suite
// runs them on the caller's own event.
import type { Clients } from '../support/harness';

type Case = [string, string, () => Promise<unknown>];
type CallOptions = { headers: Record<string, string> };

export function historyCases(
  clients: () => Clients,
  eventId: () => string,
  o: () => CallOptions,
  big: (bytes: number) => string,
  badIds: readonly string[],
): Case[] {
  const history = () => clients().history;
  const list = (fields: object) =>
    history().listEventHistory({ eventId: eventId(), ...fields }, o());
  return [
    ...badIds.map(
      (id): Case => [
        `listEventHistory eventId '${id}'`,
        'eventId',
        () => history().listEventHistory({ eventId: id }, o()),
      ],
    ),
    ...['nowhere', 'Schedule', big(5000)].map(
      (area): Case => [
        `listEventHistory area '${area.slice(0, 20)}'`,
        'area',
        () => list({ area }),
      ],
    ),
    ...['x', 'not-a-uuid-at-all', big(5000)].map(
      (actorId): Case => [
        `listEventHistory actorId '${actorId.slice(0, 20)}'`,
        'actorId',
        () => list({ actorId }),
      ],
    ),
    ...['2026-13-45', '2026-02-30', '27.11.2026', big(5000)].map(
      (day): Case => [`listEventHistory day '${day.slice(0, 20)}'`, 'day', () => list({ day })],
    ),
    ...['abc', '-1', '0', '1e9', '99999999999999999999', big(5000)].map(
      (before): Case => [
        `listEventHistory before '${before.slice(0, 20)}'`,
        'before',
        () => list({ before }),
      ],
    ),
    [`listEventHistory docId of 5000 characters`, 'docId', () => list({ docId: big(5000) })],
    ...['', 'abc', '0', '-5', '99999999999999999999'].map(
      (entryId): Case => [
        `revertHistory entryId '${entryId}'`,
        'entryId',
        () => history().revertHistory({ eventId: eventId(), entryId }, o()),
      ],
    ),
    ...['', 'abc', '0', '-5', '99999999999999999999'].map(
      (mutationId): Case => [
        `revertHistory mutationId '${mutationId}'`,
        'mutationId',
        () => history().revertHistory({ eventId: eventId(), clientId: 'tab-1', mutationId }, o()),
      ],
    ),
    ...['', big(5000)].map(
      (clientId): Case => [
        `revertHistory clientId '${clientId.slice(0, 20)}'`,
        'clientId',
        () => history().revertHistory({ eventId: eventId(), clientId, mutationId: '1' }, o()),
      ],
    ),
    ...['', 'x', 'has spaces in it', big(5000)].map(
      (tabId): Case => [
        `here tabId '${tabId.slice(0, 20)}'`,
        'tabId',
        () => history().here({ eventId: eventId(), tabId, screen: '' }, o()),
      ],
    ),
    [
      'here screen (oversized)',
      'screen',
      () => history().here({ eventId: eventId(), tabId: 'hostile-tab-1', screen: big(5000) }, o()),
    ],
  ];
}
