import { queuedWrite } from '../events/testing/eventTestData';
import { reconcileParties } from './reconcileParties';

const doc = (id: string, name: string, createdAt: number, eventId = 'event-1') => ({
  id,
  eventId,
  name,
  logoId: '',
  createdAt,
});
const call = (method: string, request: Record<string, unknown>, createdAt?: number) =>
  queuedWrite(
    { service: 'events', method, request: { eventId: 'event-1', ...request } },
    undefined,
    createdAt,
  );

describe('reconcileParties', () => {
  it('lists organizer entries newest first and sponsors oldest first, only of the event', () => {
    const remote = [doc('a', 'Old', 100), doc('b', 'New', 200), doc('c', 'Other', 300, 'event-2')];
    expect(reconcileParties('orgs', remote, [], 'event-1').map((p) => p.name)).toEqual([
      'New',
      'Old',
    ]);
    expect(reconcileParties('sponsors', remote, [], 'event-1').map((p) => p.name)).toEqual([
      'Old',
      'New',
    ]);
  });

  it('shows a queued add at its queue time, pending, with its client id', () => {
    const add = call('addOrgInfo', { orgInfoId: 'n', name: 'Acme', logoId: 'logo' }, 300_000);
    expect(reconcileParties('orgs', [doc('a', 'Old', 100)], [add], 'event-1')).toEqual([
      { id: 'n', eventId: 'event-1', name: 'Acme', logoId: 'logo', createdAt: 300, pending: true },
      { ...doc('a', 'Old', 100), pending: false },
    ]);
  });

  it('applies updates and deletes in order, also to an entry still being added', () => {
    const writes = [
      call('addSponsor', { sponsorId: 'n', name: 'Acme', logoId: '' }, 300_000),
      call('updateSponsor', { sponsorId: 'n', name: 'Acme Inc', logoId: 'logo' }),
      call('updateSponsor', { sponsorId: 'a', name: 'Renamed', logoId: '' }),
      call('delSponsor', { sponsorId: 'b' }),
    ];
    const view = reconcileParties(
      'sponsors',
      [doc('a', 'Old', 100), doc('b', 'Gone', 200)],
      writes,
      'event-1',
    );
    expect(view.map((p) => [p.id, p.name, p.logoId, p.pending])).toEqual([
      ['a', 'Renamed', '', true],
      ['n', 'Acme Inc', 'logo', true],
    ]);
  });

  it('ignores the other kind, other events and an update of an unknown entry', () => {
    const writes = [
      call('addSponsor', { sponsorId: 's', name: 'Sponsor', logoId: '' }),
      call('delOrgInfo', { orgInfoId: 'a', eventId: 'event-2' }),
      call('updateOrgInfo', { orgInfoId: 'ghost', name: 'Ghost', logoId: '' }),
    ];
    expect(reconcileParties('orgs', [doc('a', 'Old', 100)], writes, 'event-1')).toEqual([
      { ...doc('a', 'Old', 100), pending: false },
    ]);
  });

  it('keeps an echoed add once, marked pending while its write is unechoed', () => {
    const add = call('addOrgInfo', { orgInfoId: 'a', name: 'Old', logoId: '' });
    expect(reconcileParties('orgs', [doc('a', 'Old', 100)], [add], 'event-1')).toEqual([
      { ...doc('a', 'Old', 100), pending: true },
    ]);
  });
});
