// Updates that carry only what their screen changed (issue 23 item 3): an item update with an
// update mask writes the fields it names and keeps the others as they are now, whatever the
// request says of them; an empty mask changes nothing; a mask naming no field of the update is
// refused; an update without a mask writes every field, as the spec's clients expect.
import { v7 as uuidv7 } from 'uuid';
import type { SectionContent } from '../../../generated/manager/model_pb';
import { FormFieldType, PostRefObjType, PostType } from '../../../generated/manager/model_pb';
import { PLACE_KEYS } from '../../../src/common/cms';
import { SURVEY_FORM_ID } from '../../../src/common/forms';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { updateMaskOf } from '../../../src/common/updateMask';
import { CODE, docsAt, organiserWithEvent } from '../support/programmeHarness';
import type { Organiser } from '../support/programmeHarness';
import { as, refusal, serverPerFile } from '../support/harness';

jest.setTimeout(30_000);

describe('masked updates', () => {
  const ctx = serverPerFile();
  let a: Organiser;

  beforeAll(async () => {
    a = await organiserWithEvent(ctx.server, 'Masks');
  });

  const meeting = async () => {
    const meetingId = uuidv7();
    const base = {
      eventId: a.eventId,
      meetingId,
      name: 'Открытие',
      annotation: 'Первая',
      startAt: 1_900_000_000,
      endAt: 1_900_003_600,
      showLocationInListMeetings: false,
    };
    await ctx.server.clients.meetings.createMeeting({ ...base, speakerIds: [] }, a.o);
    return base;
  };
  const meetingNow = async (meetingId: string) => {
    const live = await ctx.connect(a.session);
    const path = LIVE_TARGETS.meetings.path({ eventId: a.eventId });
    return (await docsAt(live, path, 'meeting')).find((m) => m.meetingId === meetingId);
  };

  it('keeps a field the update does not name, as another client left it', async () => {
    const { meetings } = ctx.server.clients;
    const shown = await meeting();
    // Another client rewrites the annotation after this screen loaded the meeting.
    await meetings.updateMeeting({ ...shown, annotation: 'Вторая' }, a.o);
    // This screen changed the name only: its request still holds the annotation it showed.
    await meetings.updateMeeting(
      { ...shown, name: 'Открытие дня', updateMask: updateMaskOf(['name']) },
      a.o,
    );
    expect(await meetingNow(shown.meetingId)).toMatchObject({
      name: 'Открытие дня',
      annotation: 'Вторая',
    });
  });

  it('changes nothing with an empty mask, and everything without one', async () => {
    const { meetings } = ctx.server.clients;
    const shown = await meeting();
    await meetings.updateMeeting(
      { ...shown, name: 'Другое', annotation: '', updateMask: updateMaskOf([]) },
      a.o,
    );
    expect(await meetingNow(shown.meetingId)).toMatchObject({
      name: 'Открытие',
      annotation: 'Первая',
    });
    await meetings.updateMeeting({ ...shown, name: 'Другое', annotation: '' }, a.o);
    expect(await meetingNow(shown.meetingId)).toMatchObject({ name: 'Другое', annotation: '' });
  });

  it('refuses a mask naming a field the update does not have', async () => {
    const shown = await meeting();
    const message = await refusal(
      ctx.server.clients.meetings.updateMeeting(
        { ...shown, updateMask: { paths: ['speaker_ids'] } },
        a.o,
      ),
      CODE.invalidArgument,
    );
    expect(message).toBe('updateMask: speakerIds is not a field of this update.');
  });

  it("checks a meeting's new end alone against the start it has, not the one sent", async () => {
    const { meetings } = ctx.server.clients;
    const shown = await meeting();
    // Another client moves the meeting a day later.
    const day = 86_400;
    await meetings.updateMeeting(
      { ...shown, startAt: shown.startAt + day, endAt: shown.endAt + day },
      a.o,
    );
    // This screen moves the end only, by an hour, still holding the start it showed: the new
    // end is before the meeting's start now.
    const message = await refusal(
      meetings.updateMeeting(
        { ...shown, endAt: shown.endAt + 3600, updateMask: updateMaskOf(['endAt']) },
        a.o,
      ),
      CODE.invalidArgument,
    );
    expect(message).toBe('endAt: The end date must not be before the start date.');
    // An end after the stored start goes through, and the start stays where it is.
    await meetings.updateMeeting(
      { ...shown, endAt: shown.endAt + day + 3600, updateMask: updateMaskOf(['endAt']) },
      a.o,
    );
    expect(await meetingNow(shown.meetingId)).toMatchObject({
      timetableStartAt: shown.startAt + day,
      timetableEndAt: shown.endAt + day + 3600,
    });
  });

  it("keeps a post's location link when only its text changes", async () => {
    const { locations, posts } = ctx.server.clients;
    const locationId = uuidv7();
    await locations.createLocation({ eventId: a.eventId, locationId, name: 'Зал' }, a.o);
    const postId = uuidv7();
    const post = { eventId: a.eventId, postId, type: PostType.NEWS_PT, title: 'Новости' };
    await posts.createPost(
      {
        ...post,
        text: '<p>Старый</p>',
        refObjectType: PostRefObjType.LOCATION,
        refObjectId: locationId,
      },
      a.o,
    );
    // A screen that could not show the link sends none, but names the text only.
    await posts.updatePost(
      {
        ...post,
        text: '<p>Новый</p>',
        refObjectType: PostRefObjType.NONE_PROT,
        updateMask: updateMaskOf(['text']),
      },
      a.o,
    );
    const live = await ctx.connect(a.session);
    const [doc] = await docsAt(live, LIVE_TARGETS.posts.path({ eventId: a.eventId }), 'post');
    expect(doc).toMatchObject({
      text: '<p>Новый</p>',
      refObjectType: PostRefObjType.LOCATION,
      refObjectId: locationId,
    });
  });

  // The same rules for every other editor's update (issue 23 item 3): each area below keeps
  // what another client wrote to a field the screen did not change.
  const docs = async <C extends Parameters<typeof docsAt>[2]>(
    path: string,
    kind: C,
  ): Promise<Awaited<ReturnType<typeof docsAt<C>>>> =>
    docsAt(await ctx.connect(a.session), path, kind);

  describe('locations', () => {
    const location = async () => {
      const shown = { eventId: a.eventId, locationId: uuidv7(), name: 'Зал', address: 'Улица 1' };
      await ctx.server.clients.locations.createLocation(shown, a.o);
      return shown;
    };
    const now = async (locationId: string) =>
      (await docs(LIVE_TARGETS.locations.path({ eventId: a.eventId }), 'location')).find(
        (l) => l.locationId === locationId,
      );

    it('writes the named fields only; an empty mask nothing; none everything', async () => {
      const { locations } = ctx.server.clients;
      const shown = await location();
      await locations.updateLocation({ ...shown, address: 'Улица 2' }, a.o);
      await locations.updateLocation(
        { ...shown, name: 'Большой зал', updateMask: updateMaskOf(['name']) },
        a.o,
      );
      expect(await now(shown.locationId)).toMatchObject({
        name: 'Большой зал',
        address: 'Улица 2',
      });
      await locations.updateLocation(
        { ...shown, name: 'Другой', address: '', updateMask: updateMaskOf([]) },
        a.o,
      );
      expect(await now(shown.locationId)).toMatchObject({
        name: 'Большой зал',
        address: 'Улица 2',
      });
      await locations.updateLocation({ ...shown, name: 'Другой', address: '' }, a.o);
      expect(await now(shown.locationId)).toMatchObject({ name: 'Другой', address: '' });
    });

    it('refuses a path that is no field of the update', async () => {
      const shown = await location();
      const message = await refusal(
        ctx.server.clients.locations.updateLocation(
          { ...shown, updateMask: { paths: ['is_hidden'] } },
          a.o,
        ),
        CODE.invalidArgument,
      );
      expect(message).toBe('updateMask: isHidden is not a field of this update.');
    });
  });

  describe('info sections and their attachments', () => {
    const text = (value: string) =>
      ({ kind: { case: 'textWithPopup', value: { text: value } } }) as SectionContent;

    it("keeps a group's description and sort when only its title changes", async () => {
      const { cms } = ctx.server.clients;
      const groupId = uuidv7();
      const shown = {
        eventId: a.eventId,
        groupId,
        title: 'Как добраться',
        description: '<p>А</p>',
      };
      await cms.addGroupOfSectionsByEvent({ ...shown, sortNum: 1 }, a.o);
      await cms.updateGroupOfSection({ ...shown, description: '<p>Б</p>', sortNum: 5 }, a.o);
      await cms.updateGroupOfSection(
        { ...shown, title: 'Дорога', sortNum: 1, updateMask: updateMaskOf(['title']) },
        a.o,
      );
      const groups = await docs(
        LIVE_TARGETS.cmsSections.path({ eventId: a.eventId }),
        'cmsSection',
      );
      expect(groups.find((g) => g.groupId === groupId)).toMatchObject({
        title: 'Дорога',
        description: '<p>Б</p>',
        numSort: 5,
      });
      const message = await refusal(
        cms.updateGroupOfSection({ ...shown, updateMask: { paths: ['num_sort'] } }, a.o),
        CODE.invalidArgument,
      );
      expect(message).toBe('updateMask: numSort is not a field of this update.');
    });

    it("keeps an attachment's content when only its title changes", async () => {
      const { cms } = ctx.server.clients;
      const groupId = uuidv7();
      await cms.addGroupOfSectionsByEvent({ eventId: a.eventId, groupId, title: 'Файлы' }, a.o);
      const itemId = uuidv7();
      const shown = {
        eventId: a.eventId,
        groupId,
        itemId,
        title: 'Меню',
        content: text('<p>1</p>'),
      };
      await cms.addSection(shown, a.o);
      await cms.updateSection({ ...shown, content: text('<p>2</p>'), sortNum: 3 }, a.o);
      await cms.updateSection(
        { ...shown, title: 'Меню дня', updateMask: updateMaskOf(['title']) },
        a.o,
      );
      const items = await docs(
        LIVE_TARGETS.cmsSectionItems.path({ eventId: a.eventId }),
        'cmsSectionItem',
      );
      expect(items.find((i) => i.groupItemId === itemId)).toMatchObject({
        title: 'Меню дня',
        text: '<p>2</p>',
        numSort: 3,
      });
      // The content names all of its columns at once.
      await cms.updateSection(
        { ...shown, content: text('<p>3</p>'), updateMask: updateMaskOf(['content']) },
        a.o,
      );
      const after = await docs(
        LIVE_TARGETS.cmsSectionItems.path({ eventId: a.eventId }),
        'cmsSectionItem',
      );
      expect(after.find((i) => i.groupItemId === itemId)).toMatchObject({
        title: 'Меню дня',
        text: '<p>3</p>',
        numSort: 3,
      });
    });
  });

  describe('form fields and the registration format', () => {
    const formId = SURVEY_FORM_ID;
    const fieldsNow = async () =>
      docs(LIVE_TARGETS.formFields.path({ eventId: a.eventId, formId }), 'formField');

    it("keeps a field's variants and helper text when only its name changes", async () => {
      const { forms } = ctx.server.clients;
      await forms.upsertForm(
        { eventId: a.eventId, formId, name: 'Опрос', requiredForm: false },
        a.o,
      );
      const fieldId = uuidv7();
      const shown = {
        eventId: a.eventId,
        formId,
        fieldId,
        fieldName: 'Город',
        fieldType: FormFieldType.SELECTBOX,
        fieldVariants: ['Москва'],
        fieldRequired: false,
      };
      await forms.addFieldOfForm(shown, a.o);
      await forms.updateFieldOfForm(
        { ...shown, fieldVariants: ['Москва', 'Казань'], fieldHelperText: 'Один' },
        a.o,
      );
      await forms.updateFieldOfForm(
        { ...shown, fieldName: 'Ваш город', updateMask: updateMaskOf(['fieldName']) },
        a.o,
      );
      expect((await fieldsNow()).find((f) => f.fieldId === fieldId)).toMatchObject({
        fieldName: 'Ваш город',
        fieldVariants: ['Москва', 'Казань'],
        fieldHelperText: 'Один',
      });
      // Variants alone are checked against the type the field has: a text field has none.
      await forms.updateFieldOfForm(
        { ...shown, fieldType: FormFieldType.TEXT, fieldVariants: [] },
        a.o,
      );
      const message = await refusal(
        forms.updateFieldOfForm(
          { ...shown, fieldVariants: ['Сочи'], updateMask: updateMaskOf(['fieldVariants']) },
          a.o,
        ),
        CODE.invalidArgument,
      );
      expect(message).toBe('fieldVariants: only multiple and single choice fields have variants.');
    });

    it("keeps a form's name when only whether it is required changes", async () => {
      const { forms } = ctx.server.clients;
      const form = { eventId: a.eventId, formId, requiredForm: false };
      await forms.upsertForm({ ...form, name: 'Анкета', helperText: 'Коротко' }, a.o);
      // The registration format screen shows no name: it names the switch only.
      await forms.upsertForm(
        { ...form, name: '', requiredForm: true, updateMask: updateMaskOf(['requiredForm']) },
        a.o,
      );
      const all = await docs(LIVE_TARGETS.forms.path({ eventId: a.eventId }), 'form');
      expect(all.find((f) => f.formId === formId)).toMatchObject({
        name: 'Анкета',
        helperText: 'Коротко',
        requiredForm: true,
      });
    });
  });

  // Two consoles of the organiser (a second sign-in) have the same document open and each
  // changes another field of it: whichever saves last keeps the other's change.
  const secondClient = async () =>
    as(
      await ctx.server.clients.auth.signIn({
        email: a.session.email,
        password: a.session.password,
      }),
    );

  describe('organizer entries and sponsors', () => {
    it("keeps a sponsor's new name and new logo, each saved by another client", async () => {
      const { events } = ctx.server.clients;
      const other = await secondClient();
      const shown = { eventId: a.eventId, sponsorId: uuidv7(), name: 'Банк', logoId: '' };
      await events.addSponsor(shown, a.o);
      await events.updateSponsor(
        { ...shown, name: 'Банк Плюс', updateMask: updateMaskOf(['name']) },
        a.o,
      );
      await events.updateSponsor(
        { ...shown, logoId: a.fileId, updateMask: updateMaskOf(['logoId']) },
        other,
      );
      const sponsors = await docs(LIVE_TARGETS.sponsors.path({ eventId: a.eventId }), 'sponsor');
      expect(sponsors.find((p) => p.sponsorId === shown.sponsorId)).toMatchObject({
        name: 'Банк Плюс',
        logoId: a.fileId,
      });
      const message = await refusal(
        events.updateSponsor({ ...shown, updateMask: { paths: ['created_at'] } }, a.o),
        CODE.invalidArgument,
      );
      expect(message).toBe('updateMask: createdAt is not a field of this update.');
    });

    it("keeps an organizer entry's new logo and new name, each saved by another client", async () => {
      const { events } = ctx.server.clients;
      const other = await secondClient();
      const shown = { eventId: a.eventId, orgInfoId: uuidv7(), name: 'Команда', logoId: '' };
      await events.addOrgInfo(shown, a.o);
      await events.updateOrgInfo(
        { ...shown, logoId: a.fileId, updateMask: updateMaskOf(['logoId']) },
        other,
      );
      await events.updateOrgInfo(
        { ...shown, name: 'Команда форума', updateMask: updateMaskOf(['name']) },
        a.o,
      );
      const orgs = await docs(LIVE_TARGETS.orgs.path({ eventId: a.eventId }), 'orgInfo');
      expect(orgs.find((p) => p.orgInfoId === shown.orgInfoId)).toMatchObject({
        name: 'Команда форума',
        logoId: a.fileId,
      });
      const message = await refusal(
        events.updateOrgInfo({ ...shown, updateMask: { paths: ['sort_num'] } }, a.o),
        CODE.invalidArgument,
      );
      expect(message).toBe('updateMask: sortNum is not a field of this update.');
    });
  });

  describe('the place profile', () => {
    it('keeps the new title, the description and the new image, each saved by another client', async () => {
      const { places } = ctx.server.clients;
      const other = await secondClient();
      const shown = { eventId: a.eventId, title: 'Площадка', description: '<p>Вход 5</p>' };
      await places.setProfile(shown, a.o);
      await places.setProfile(
        { ...shown, title: 'Экспоцентр', updateMask: updateMaskOf(['title']) },
        a.o,
      );
      // This screen sends no description when it showed none: the mask keeps the stored one.
      await places.setProfile(
        {
          eventId: a.eventId,
          title: shown.title,
          mainImageId: a.fileId,
          updateMask: updateMaskOf(['mainImageId']),
        },
        other,
      );
      const [event] = await docs(LIVE_TARGETS.event.path({ eventId: a.eventId }), 'event');
      expect(event?.place).toMatchObject({ ...PLACE_KEYS, mainImageId: a.fileId });
      const texts = await docs(
        LIVE_TARGETS.translations.path({ eventId: a.eventId, lang: 'ru' }),
        'translation',
      );
      expect(Object.fromEntries(texts.map((t) => [t.key, t.value]))).toMatchObject({
        [PLACE_KEYS.title]: 'Экспоцентр',
        [PLACE_KEYS.description]: '<p>Вход 5</p>',
      });
      const message = await refusal(
        places.setProfile({ ...shown, updateMask: { paths: ['language'] } }, a.o),
        CODE.invalidArgument,
      );
      expect(message).toBe('updateMask: language is not a field of this update.');
    });
  });
});
