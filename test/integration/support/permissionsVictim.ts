// A's event with a row of every kind under it, and every call that names an event aimed at it
// with otherwise-valid arguments: the permission suite (another organiser) and the team matrix
// (each role) both run them.
import { create } from '@bufbuild/protobuf';
import { v7 as uuidv7 } from 'uuid';
import type { Document } from '../../../generated/live/live_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { FormFieldType, SectionContentSchema } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { CheckInCodes } from '../../../src/server/areas/participants';
import { photo, put, requestUpload } from './filesHarness';
import { as, newEvent } from './harness';
import type { Clients, TestServer } from './harness';
import { LiveClient } from './liveClient';
import { CONTENT_CALLS, contentOf, contentPaths } from './permissionsContent';
import type { ContentVictim } from './permissionsContent';
import { joinTeam } from './teamHarness';

type CallOptions = ReturnType<typeof as>;

export const LINK = create(SectionContentSchema, {
  kind: { case: 'extLink', value: { linkUrl: 'https://intruder.example.org' } },
});

/** What B knows of A's event: its id and the ids of the rows under it. */
export interface Victim extends ContentVictim {
  eventId: string;
  /** A member of A's team (a viewer) and another (an editor, the heir of a hand-over). */
  memberId: string;
  heirId: string;
  /** An open invitation of A's. */
  invitationId: string;
  orgInfoId: string;
  sponsorId: string;
  fileId: string;
  fieldId: string;
  clientId: string;
  /** A's participant's valid check-in code. */
  checkInCode: string;
  locationId: string;
  groupId: string;
  itemId: string;
}

/** A's registration field, renamed: the body of the field calls below. */
export const fieldOf = (v: Pick<Victim, 'eventId' | 'fieldId'>) => ({
  eventId: v.eventId,
  formId: 'registration',
  fieldId: v.fieldId,
  fieldName: 'Renamed',
  fieldType: FormFieldType.FIO,
  fieldVariants: [],
  fieldRequired: true,
});

/**
 * Every implemented call that names an event, each with otherwise-valid arguments aimed at
 * A's event. Adding a call is one line here.
 */
export const EVENT_CALLS: Record<
  string,
  (c: Clients, v: Victim, o: CallOptions) => Promise<unknown>
> = {
  updateEvent: (c, v, o) =>
    c.events.updateEvent(
      { eventId: v.eventId, key: 'taken-over', title: 'Hijacked', slogan: 'mine' },
      o,
    ),
  copyEvent: (c, v, o) => c.events.copyEvent({ eventId: v.eventId, newEventId: uuidv7() }, o),
  toArchive: (c, v, o) => c.events.toArchive({ eventId: v.eventId }, o),
  fromArchive: (c, v, o) => c.events.fromArchive({ eventId: v.eventId }, o),
  publish: (c, v, o) => c.events.publish({ eventId: v.eventId }, o),
  unpublish: (c, v, o) => c.events.unpublish({ eventId: v.eventId }, o),
  setLanguage: (c, v, o) => c.events.setLanguage({ eventId: v.eventId, language: 'en' }, o),
  setTheme: (c, v, o) =>
    c.events.setTheme(
      { eventId: v.eventId, theme: 'light', themeConfig: { color1: '#000000' } },
      o,
    ),
  setShowMenuItems: (c, v, o) =>
    c.events.setShowMenuItems({ eventId: v.eventId, showMenuItems: { home: false } }, o),
  updateEventPreferenceByKey: (c, v, o) =>
    c.events.updateEventPreferenceByKey(
      { eventId: v.eventId, key: 'ui.locale', preference: { payload: { value: 'ru-RU' } } },
      o,
    ),
  deleteEventPreferenceByKey: (c, v, o) =>
    c.events.deleteEventPreferenceByKey({ eventId: v.eventId, key: 'ui.locale' }, o),
  addOrgInfo: (c, v, o) =>
    c.events.addOrgInfo(
      { eventId: v.eventId, name: 'Intruder', logoId: '', orgInfoId: uuidv7() },
      o,
    ),
  updateOrgInfo: (c, v, o) =>
    c.events.updateOrgInfo(
      { eventId: v.eventId, orgInfoId: v.orgInfoId, name: 'Renamed', logoId: '' },
      o,
    ),
  delOrgInfo: (c, v, o) => c.events.delOrgInfo({ eventId: v.eventId, orgInfoId: v.orgInfoId }, o),
  addSponsor: (c, v, o) =>
    c.events.addSponsor(
      { eventId: v.eventId, name: 'Intruder', logoId: '', sponsorId: uuidv7() },
      o,
    ),
  updateSponsor: (c, v, o) =>
    c.events.updateSponsor(
      { eventId: v.eventId, sponsorId: v.sponsorId, name: 'Renamed', logoId: '' },
      o,
    ),
  delSponsor: (c, v, o) => c.events.delSponsor({ eventId: v.eventId, sponsorId: v.sponsorId }, o),
  upsertTranslate: (c, v, o) =>
    c.translations.upsertTranslate(
      { eventId: v.eventId, key: 'events.title', value: 'Hijacked' },
      o,
    ),
  setCustomDomainToEvent: (c, v, o) =>
    c.events.setCustomDomainToEvent({ eventId: v.eventId, domain: 'hijack.example.org' }, o),
  getActiveClients: (c, v, o) => c.events.getActiveClients({ eventId: v.eventId }, o),
  previewToken: (c, v, o) => c.preview.previewToken({ eventId: v.eventId }, o),
  signFiles: (c, v, o) => c.files.signFiles({ eventId: v.eventId, fileIds: [v.fileId] }, o),
  listEventHistory: (c, v, o) => c.history.listEventHistory({ eventId: v.eventId }, o),
  // An entry that does not exist: past the rights check the call fails on its own terms.
  revertHistory: (c, v, o) =>
    c.history.revertHistory({ eventId: v.eventId, entryId: '999999999', overwrite: true }, o),
  here: (c, v, o) => c.history.here({ eventId: v.eventId, tabId: 'permission-tab', screen: '' }, o),
  listActiveClients: (c, v, o) =>
    c.events.listActiveClients(
      { eventId: v.eventId, startDate: '2026-01-01', endDate: '2026-01-31' },
      o,
    ),
  listActiveClient: (c, v, o) =>
    c.events.listActiveClient(
      {
        eventId: v.eventId,
        clientId: 'client-0000000000000001',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      },
      o,
    ),
  upload: (c, v, o) =>
    c.files.upload(
      {
        eventId: v.eventId,
        role: 'cms__image_attachment',
        origFilename: 'x.png',
        headers: { 'content-type': 'image/png' },
        fileId: uuidv7(),
      },
      o,
    ),
  cropImage: (c, v, o) =>
    c.files.cropImage({ eventId: v.eventId, fileId: v.fileId, cropXy: 'x00y00x1200y1200' }, o),
  upsertForm: (c, v, o) =>
    c.forms.upsertForm(
      { eventId: v.eventId, formId: 'registration', name: 'X', requiredForm: false },
      o,
    ),
  addFieldOfForm: (c, v, o) => c.forms.addFieldOfForm({ ...fieldOf(v), fieldId: uuidv7() }, o),
  updateFieldOfForm: (c, v, o) => c.forms.updateFieldOfForm(fieldOf(v), o),
  removeFieldOfForm: (c, v, o) =>
    c.forms.removeFieldOfForm(
      { eventId: v.eventId, formId: 'registration', fieldId: v.fieldId },
      o,
    ),
  setSequenceOfFields: (c, v, o) =>
    c.forms.setSequenceOfFields(
      { eventId: v.eventId, formId: 'registration', sequenceOfFields: [v.fieldId] },
      o,
    ),
  create: (c, v, o) =>
    c.participants.create(
      {
        eventId: v.eventId,
        clientId: uuidv7(),
        registrationFormData: [{ fieldId: v.fieldId, value: 'Intruder' }],
      },
      o,
    ),
  update: (c, v, o) =>
    c.participants.update(
      {
        eventId: v.eventId,
        clientId: v.clientId,
        formId: '',
        fieldResultId: v.fieldId,
        value: 'X',
      },
      o,
    ),
  clientSuspended: (c, v, o) =>
    c.participants.clientSuspended({ eventId: v.eventId, clientId: v.clientId }, o),
  clientUnSuspended: (c, v, o) =>
    c.participants.clientUnSuspended({ eventId: v.eventId, clientId: v.clientId }, o),
  enableQRCode: (c, v, o) => c.participants.enableQRCode({ eventId: v.eventId }, o),
  disableQRCode: (c, v, o) => c.participants.disableQRCode({ eventId: v.eventId }, o),
  exportToCSV: (c, v, o) => c.participants.exportToCSV({ eventId: v.eventId }, o),
  checkIn: (c, v, o) => c.participants.checkIn({ eventId: v.eventId, code: v.checkInCode }, o),
  importParticipants: (c, v, o) =>
    c.participants.importParticipants(
      {
        eventId: v.eventId,
        importId: uuidv7(),
        rows: [{ rowNumber: 1, registrationFormData: [{ fieldId: v.fieldId, value: 'Intruder' }] }],
      },
      o,
    ),
  setProfile: (c, v, o) => c.places.setProfile({ eventId: v.eventId, title: 'Hijacked' }, o),
  createLocation: (c, v, o) =>
    c.locations.createLocation({ eventId: v.eventId, locationId: uuidv7(), name: 'Intruder' }, o),
  updateLocation: (c, v, o) =>
    c.locations.updateLocation({ eventId: v.eventId, locationId: v.locationId, name: 'Mine' }, o),
  deleteLocation: (c, v, o) =>
    c.locations.deleteLocation({ eventId: v.eventId, locationId: v.locationId }, o),
  addGroupOfSectionsByEvent: (c, v, o) =>
    c.cms.addGroupOfSectionsByEvent({ eventId: v.eventId, groupId: uuidv7(), title: 'X' }, o),
  addGroupOfSectionsByPlaceEvent: (c, v, o) =>
    c.cms.addGroupOfSectionsByPlaceEvent({ eventId: v.eventId, groupId: uuidv7(), title: 'X' }, o),
  updateGroupOfSection: (c, v, o) =>
    c.cms.updateGroupOfSection({ eventId: v.eventId, groupId: v.groupId, title: 'Mine' }, o),
  deleteGroupOfSection: (c, v, o) =>
    c.cms.deleteGroupOfSection({ eventId: v.eventId, groupId: v.groupId }, o),
  addSection: (c, v, o) =>
    c.cms.addSection(
      { eventId: v.eventId, groupId: v.groupId, itemId: uuidv7(), title: 'X', content: LINK },
      o,
    ),
  addSectionOfLocation: (c, v, o) =>
    c.cms.addSectionOfLocation(
      { eventId: v.eventId, locationId: v.locationId, itemId: uuidv7(), title: 'X', content: LINK },
      o,
    ),
  updateSection: (c, v, o) =>
    c.cms.updateSection(
      { eventId: v.eventId, groupId: v.groupId, itemId: v.itemId, title: 'Mine', content: LINK },
      o,
    ),
  deleteSection: (c, v, o) =>
    c.cms.deleteSection({ eventId: v.eventId, groupId: v.groupId, itemId: v.itemId }, o),
  ...CONTENT_CALLS,
  inviteMember: (c, v, o) =>
    c.team.inviteMember(
      { eventId: v.eventId, email: 'intruder@example.org', role: 'editor', invitationId: uuidv7() },
      o,
    ),
  listTeam: (c, v, o) => c.team.listTeam({ eventId: v.eventId }, o),
  revokeInvitation: (c, v, o) =>
    c.team.revokeInvitation({ eventId: v.eventId, invitationId: v.invitationId }, o),
  changeMemberRole: (c, v, o) =>
    c.team.changeMemberRole({ eventId: v.eventId, userId: v.memberId, role: 'editor' }, o),
  removeMember: (c, v, o) => c.team.removeMember({ eventId: v.eventId, userId: v.memberId }, o),
  // Last: after it, the owner is an editor of the event.
  transferOwnership: (c, v, o) =>
    c.team.transferOwnership({ eventId: v.eventId, userId: v.heirId }, o),
};

/** A's event with a row of every kind, a team and an open invitation. */
export async function setUpVictim(
  server: TestServer,
  a: Session,
  key = 'private-summit',
): Promise<Victim> {
  const { events, translations } = server.clients;
  const { eventId } = await newEvent(server, a, 'Private summit');
  await events.updateEvent(
    { eventId, key, description: '<p>Only for A</p>', slogan: 'Ours' },
    as(a),
  );
  const { orgInfoId } = await events.addOrgInfo(
    { eventId, name: 'A Org', logoId: '', orgInfoId: uuidv7() },
    as(a),
  );
  const { sponsorId } = await events.addSponsor(
    { eventId, name: 'A Sponsor', logoId: '', sponsorId: uuidv7() },
    as(a),
  );
  await events.updateEventPreferenceByKey(
    { eventId, key: 'ui.locale', preference: { payload: { value: 'en-US' } } },
    as(a),
  );
  await translations.upsertTranslate({ eventId, key: 'custom.greeting', value: 'Привет' }, as(a));
  const upload = await requestUpload(server, a, eventId, {
    name: 'a.png',
    contentType: 'image/png',
  });
  const answer = await put(server, upload.uploadLink, await photo(300, 300, 'png'));
  if (answer.status !== 200) throw new Error(`upload of A's file: ${answer.status}`);
  await server.clients.forms.upsertForm(
    { eventId, formId: 'registration', name: 'A form', requiredForm: true },
    as(a),
  );
  const { fieldId } = await server.clients.forms.addFieldOfForm(
    { ...fieldOf({ eventId, fieldId: '' }), fieldName: 'ФИО', fieldId: uuidv7() },
    as(a),
  );
  const { clientId } = await server.clients.participants.create(
    { eventId, clientId: uuidv7(), registrationFormData: [{ fieldId, value: 'Участник A' }] },
    as(a),
  );
  await server.clients.participants.enableQRCode({ eventId }, as(a));
  const checkInCode = new CheckInCodes(server.app.config.secret).codeOf(eventId, clientId);
  const { locationId } = await server.clients.locations.createLocation(
    { eventId, locationId: uuidv7(), name: 'A Hall' },
    as(a),
  );
  const { groupId } = await server.clients.cms.addGroupOfSectionsByEvent(
    { eventId, groupId: uuidv7(), title: 'A Section' },
    as(a),
  );
  const { itemId } = await server.clients.cms.addSection(
    { eventId, groupId, itemId: uuidv7(), title: 'A Link', content: LINK },
    as(a),
  );
  const member = await joinTeam(server, a, eventId, 'viewer');
  const heir = await joinTeam(server, a, eventId, 'editor');
  const { invitationId } = await server.clients.team.inviteMember(
    { eventId, email: 'pending@example.org', role: 'door', invitationId: uuidv7() },
    as(a),
  );
  return {
    eventId,
    memberId: member.user!.uid,
    heirId: heir.user!.uid,
    invitationId,
    orgInfoId,
    sponsorId,
    fileId: upload.fileId,
    fieldId,
    clientId,
    checkInCode,
    locationId,
    groupId,
    itemId,
    ...(await contentOf(server, a, eventId)),
  };
}

export const eventPaths = (eventId: string) => [
  LIVE_TARGETS.event.path({ eventId }),
  LIVE_TARGETS.orgs.path({ eventId }),
  LIVE_TARGETS.sponsors.path({ eventId }),
  LIVE_TARGETS.preferences.path({ eventId }),
  LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }),
  LIVE_TARGETS.files.path({ eventId }),
  LIVE_TARGETS.forms.path({ eventId }),
  LIVE_TARGETS.formFields.path({ eventId, formId: 'registration' }),
  LIVE_TARGETS.feedbackAnswers.path({ eventId, formId: 'feedback_day-one' }),
  LIVE_TARGETS.locations.path({ eventId }),
  LIVE_TARGETS.cmsSections.path({ eventId }),
  LIVE_TARGETS.cmsSectionItems.path({ eventId }),
  ...contentPaths(eventId),
];

export type Snapshot = Record<string, Record<string, Document>>;

/** What a fresh listener of A sees on each of the event's targets. */
export async function liveSnapshot(
  server: TestServer,
  session: Session,
  eventId: string,
): Promise<Snapshot> {
  const live = await LiveClient.connect(server.wsUrl, session.idToken);
  const snapshot: Snapshot = {};
  try {
    for (const [i, path] of eventPaths(eventId).entries()) {
      const target = await live.listen(i + 1, path);
      if (target.error) throw new Error(`${path}: ${target.error.code} ${target.error.message}`);
      snapshot[path] = Object.fromEntries(target.docs);
    }
  } finally {
    await live.close();
  }
  return snapshot;
}
