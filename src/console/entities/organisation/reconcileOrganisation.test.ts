import { create } from '@bufbuild/protobuf';
import { OrganisationSchema } from '../../../../generated/manager/model_pb';
import type { QueuedWrite } from '../../../client/queue';
import { queuedWrite } from '../events/testing/eventTestData';
import { reconcileOrganisation } from './reconcileOrganisation';

const doc = create(OrganisationSchema, { id: 'u1', orgName: 'Acme', orgKey: 'acme' });
const write = (method: string, request: unknown, mutationId: number): QueuedWrite => ({
  ...queuedWrite({ service: 'organizers', method, request }, 'u1', 0),
  mutationId,
});

describe('reconcileOrganisation', () => {
  it('shows the live document when nothing is queued', () => {
    expect(reconcileOrganisation(doc, [])).toEqual({ doc, orgName: 'Acme', pendingWrites: 0 });
  });

  it('shows the last queued name and counts the writes', () => {
    const view = reconcileOrganisation(doc, [
      write('setOrgInfo', { orgName: 'First' }, 1),
      write('setOrgImages', { brandImageUrl: 'https://x.example/a.png' }, 2),
      write('setOrgInfo', { orgName: ' Second ' }, 3),
    ]);
    expect(view).toEqual({ doc, orgName: 'Second', pendingWrites: 3 });
  });

  it('ignores writes of other services and works before the document arrives', () => {
    const other: QueuedWrite = {
      ...write('publish', { eventId: 'e' }, 1),
      call: { service: 'events', method: 'publish', request: { eventId: 'e' } },
    };
    expect(reconcileOrganisation(null, [other])).toEqual({
      doc: null,
      orgName: '',
      pendingWrites: 0,
    });
  });
});
