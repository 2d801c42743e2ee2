import { create } from '@bufbuild/protobuf';
import { HistoryChangeSchema, HistoryEntrySchema } from '../../../../generated/manager/history_pb';
import { writersOf } from './conflictWriters';

const item = { eventId: 'e1', table: 'meetings', docId: 'm1' };

/** A write by `actorId` that changed `columns` of a document. */
const write = (actorId: string, columns: string[], docId = 'm1', table = 'meetings') =>
  create(HistoryEntrySchema, {
    id: String(Math.random()),
    actorId,
    actorName: `${actorId}@example.com`,
    changes: [
      create(HistoryChangeSchema, {
        table,
        docId,
        op: 'changed',
        afterJson: JSON.stringify(Object.fromEntries(columns.map((c) => [c, 'x']))),
      }),
    ],
  });

describe('who changed a conflicting field', () => {
  it("names the newest write of that field, not a later write of the item's other fields", () => {
    const entries = [write('bob', ['annotation']), write('anna', ['name', 'start_at'])];
    expect(writersOf(entries, item, ['name', 'startAt'], 'me')).toEqual({
      name: { name: 'anna@example.com', self: false },
      startAt: { name: 'anna@example.com', self: false },
    });
  });

  it("falls back to the item's newest write, skips other items, and knows the organiser", () => {
    const entries = [write('anna', ['name'], 'm2'), write('me', ['annotation'])];
    expect(writersOf(entries, item, ['startDate'], 'me')).toEqual({
      startDate: { name: 'me@example.com', self: true },
    });
    expect(writersOf([write('anna', ['name'], 'm2')], item, ['name'], 'me')).toEqual({});
  });
});
