// manager.Cms against a real server: info and place section groups, their "files and links"
// items and a location's, each content kind with its rules, numSort order on the live feed,
// deletes that take items along, and a file item whose linkUrl serves the file.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import type { SectionContent } from '../../../generated/manager/model_pb';
import { ContentType } from '../../../generated/manager/model_pb';
import type { CmsSection, CmsSectionItem } from '../../../generated/manager/model_pb';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { SectionContentSchema } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import type { LiveClient } from '../support/liveClient';
import { PDF, uploadImage, uploadPdf } from '../support/contentHarness';

jest.setTimeout(60_000);

const t = serverPerFile();
let a: Session;
let eventId: string;

beforeAll(async () => {
  a = await newOrganiser(t.server);
  eventId = (await newEvent(t.server, a, 'Cms event')).eventId;
});

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6 };
type Content = MessageInitShape<typeof SectionContentSchema>;
const link = (linkUrl: string): Content => ({ kind: { case: 'extLink', value: { linkUrl } } });
const text = (value: string): Content => ({
  kind: { case: 'textWithPopup', value: { text: value } },
});
const image = (imageId: string, imageTitle = ''): Content => ({
  kind: { case: 'imageWithPopup', value: { imageId, imageTitle } },
});
const file = (fileId: string): Content => ({ kind: { case: 'file', value: { fileId } } });

const sectionsOf = (live: LiveClient, id: number): CmsSection[] =>
  [...live.targets.get(id)!.docs.values()].flatMap((d) =>
    d.doc.case === 'cmsSection' ? [d.doc.value] : [],
  );
const itemsOf = (live: LiveClient, id: number): CmsSectionItem[] =>
  [...live.targets.get(id)!.docs.values()].flatMap((d) =>
    d.doc.case === 'cmsSectionItem' ? [d.doc.value] : [],
  );

const cms = () => t.server.clients.cms;
const newGroup = async (title = 'Section', sortNum?: number) =>
  (await cms().addGroupOfSectionsByEvent({ eventId, groupId: uuidv7(), title, sortNum }, as(a)))
    .groupId;
const addItem = (groupId: string, title: string, content: Content | undefined, sortNum?: number) =>
  cms().addSection(
    { eventId, groupId, itemId: uuidv7(), title, content: content as SectionContent, sortNum },
    as(a),
  );

describe('section groups', () => {
  it('creates info and place sections with their keys, live', async () => {
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.cmsSections.path({ eventId }));
    const info = await cms().addGroupOfSectionsByEvent(
      { eventId, groupId: uuidv7(), title: 'Transfers', description: '<p>By bus</p>', sortNum: 2 },
      as(a),
    );
    const place = await cms().addGroupOfSectionsByPlaceEvent(
      { eventId, groupId: uuidv7(), title: 'Parking' },
      as(a),
    );
    await live.until(() => sectionsOf(live, 1).length >= 2);
    const byId = Object.fromEntries(sectionsOf(live, 1).map((s) => [s.groupId, s]));
    expect(byId[info.groupId]).toMatchObject({
      eventId,
      title: 'Transfers',
      description: '<p>By bus</p>',
      numSort: 2,
      sectionKey: 'esi',
    });
    expect(byId[place.groupId]).toMatchObject({
      title: 'Parking',
      numSort: 0,
      sectionKey: 'poesi',
    });
  });

  it('updates a section, clearing what the update does not send', async () => {
    const groupId = await newGroup('Before', 5);
    await cms().updateGroupOfSection({ eventId, groupId, title: 'After' }, as(a));
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.cmsSections.path({ eventId }));
    expect(sectionsOf(live, 1).find((s) => s.groupId === groupId)).toMatchObject({
      title: 'After',
      description: '',
      numSort: 0,
    });
  });

  it('deletes a section with its items', async () => {
    const groupId = await newGroup('Doomed');
    const keep = await newGroup('Kept');
    const { itemId } = await addItem(groupId, 'Site', link('https://example.org'));
    const kept = await addItem(keep, 'Site', link('https://example.org'));
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.cmsSections.path({ eventId }));
    await live.listen(2, LIVE_TARGETS.cmsSectionItems.path({ eventId }));
    await cms().deleteGroupOfSection({ eventId, groupId }, as(a));
    await live.until(
      () => !live.targets.get(1)!.docs.has(groupId) && !live.targets.get(2)!.docs.has(itemId),
    );
    expect(live.targets.get(2)!.docs.has(kept.itemId)).toBe(true);
    await refusal(cms().deleteGroupOfSection({ eventId, groupId }, as(a)), CODE.notFound);
  });

  it('refuses a group id that exists and a section of another event', async () => {
    const groupId = await newGroup('Taken');
    expect(
      await refusal(
        cms().addGroupOfSectionsByPlaceEvent({ eventId, groupId, title: 'Again' }, as(a)),
        CODE.alreadyExists,
      ),
    ).toMatch(/^groupId: /);
    const other = (await newEvent(t.server, a, 'Other cms')).eventId;
    await refusal(
      cms().updateGroupOfSection({ eventId: other, groupId, title: 'Moved' }, as(a)),
      CODE.notFound,
    );
  });
});

describe('items', () => {
  it('adds a link, a text, an image and a file to a section, in numSort order', async () => {
    const groupId = await newGroup('Files and links');
    const img = await uploadImage(t.server, a, eventId);
    const pdf = await uploadPdf(t.server, a, eventId);
    const ids = [
      (await addItem(groupId, 'Plan', file(pdf), 4)).itemId,
      (await addItem(groupId, 'Photo', image(img, 'Hall'), 3)).itemId,
      (await addItem(groupId, 'Note', text('<p>Bring <i>ID</i></p>'), 2)).itemId,
      (await addItem(groupId, 'Site', link('https://example.org/a?b=1'), 1)).itemId,
    ];
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.cmsSectionItems.path({ eventId }));
    const mine = itemsOf(live, 1).filter((i) => i.groupId === groupId);
    expect(mine.map((i) => i.groupItemId)).toEqual([...ids].reverse());
    const common = { eventId, groupId, itemKey: `cms_sections:${groupId}` };
    expect(mine).toMatchObject([
      {
        ...common,
        groupItemId: ids[3],
        title: 'Site',
        contentType: ContentType.LINK,
        linkUrl: 'https://example.org/a?b=1',
        text: '',
        imageId: '',
        imageTitle: '',
        fileId: '',
        numSort: 1,
      },
      {
        ...common,
        groupItemId: ids[2],
        title: 'Note',
        contentType: ContentType.TEXT,
        linkUrl: '',
        text: '<p>Bring <i>ID</i></p>',
        imageId: '',
        imageTitle: '',
        fileId: '',
        numSort: 2,
      },
      {
        ...common,
        groupItemId: ids[1],
        title: 'Photo',
        contentType: ContentType.IMAGE,
        linkUrl: '',
        text: '',
        imageId: img,
        imageTitle: 'Hall',
        fileId: '',
        numSort: 3,
      },
      {
        ...common,
        groupItemId: ids[0],
        title: 'Plan',
        contentType: ContentType.FILE,
        linkUrl: `http://console.test/api/v1/event_resources/${eventId}/${pdf}`,
        text: '',
        imageId: '',
        imageTitle: '',
        fileId: pdf,
        numSort: 4,
      },
    ]);
  });

  it("serves a file item's linkUrl: the PDF itself, as a download", async () => {
    const groupId = await newGroup('Downloads');
    const pdf = await uploadPdf(t.server, a, eventId);
    const { itemId } = await addItem(groupId, 'Plan', file(pdf));
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.cmsSectionItems.path({ eventId }));
    const item = itemsOf(live, 1).find((i) => i.groupItemId === itemId)!;
    const path = `${t.server.baseUrl}${new URL(item.linkUrl).pathname}`;
    // The event is not published: its files are its team's (issue 28), anyone else's 404.
    expect((await fetch(path)).status).toBe(404);
    const res = await fetch(path, { headers: { 'access-token': a.idToken } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*floor/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
  });

  it("adds items to a location under the location's item key", async () => {
    const { locationId } = await t.server.clients.locations.createLocation(
      { eventId, locationId: uuidv7(), name: 'Hall B' },
      as(a),
    );
    const { itemId } = await cms().addSectionOfLocation(
      {
        eventId,
        locationId,
        itemId: uuidv7(),
        title: 'Menu',
        content: text('<p>Soup</p>') as SectionContent,
        sortNum: 7,
      },
      as(a),
    );
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.cmsSectionItems.path({ eventId }));
    expect(itemsOf(live, 1).find((i) => i.groupItemId === itemId)).toMatchObject({
      groupId: '',
      itemKey: `locations:${locationId}`,
      text: '<p>Soup</p>',
      numSort: 7,
    });
    // Updated and deleted like section items: with the location's id as the group, or none.
    await cms().updateSection(
      {
        eventId,
        groupId: locationId,
        itemId,
        title: 'Menu',
        content: link('https://menu.example.org') as SectionContent,
      },
      as(a),
    );
    await live.until(
      () =>
        itemsOf(live, 1).find((i) => i.groupItemId === itemId)?.contentType === ContentType.LINK,
    );
    expect(itemsOf(live, 1).find((i) => i.groupItemId === itemId)).toMatchObject({
      text: '',
      linkUrl: 'https://menu.example.org',
      numSort: 0,
    });
    await cms().deleteSection({ eventId, groupId: '', itemId }, as(a));
    await live.until(() => !live.targets.get(1)!.docs.has(itemId));
  });

  it('refuses an update or delete naming another group, and items of a missing group or location', async () => {
    const groupId = await newGroup('Mine');
    const otherGroup = await newGroup('Other');
    const { itemId } = await addItem(groupId, 'Site', link('https://example.org'));
    await refusal(
      cms().updateSection(
        {
          eventId,
          groupId: otherGroup,
          itemId,
          title: 'X',
          content: link('https://x.org') as SectionContent,
        },
        as(a),
      ),
      CODE.notFound,
    );
    await refusal(
      cms().deleteSection({ eventId, groupId: otherGroup, itemId }, as(a)),
      CODE.notFound,
    );
    await refusal(addItem(uuidv7(), 'Lost', link('https://example.org')), CODE.notFound);
    await refusal(
      cms().addSectionOfLocation(
        {
          eventId,
          locationId: uuidv7(),
          itemId: uuidv7(),
          title: 'Lost',
          content: link('https://example.org') as SectionContent,
        },
        as(a),
      ),
      CODE.notFound,
    );
  });

  it('refuses content that is missing, not http(s), active, or a file not of the event', async () => {
    const groupId = await newGroup('Rules');
    const other = (await newEvent(t.server, a, 'Foreign files')).eventId;
    const foreignImage = await uploadImage(t.server, a, other);
    const pdf = await uploadPdf(t.server, a, eventId);
    const cases: [string, Content | undefined][] = [
      ['content', undefined],
      ['content', {}],
      ['content.linkUrl', link('ftp://example.org/x')],
      ['content.linkUrl', link('javascript:alert(1)')],
      ['content.linkUrl', link('')],
      ['content.text', text('<p onclick="x()">Hi</p>')],
      ['content.imageId', image(foreignImage)],
      ['content.imageId', image(pdf)],
      ['content.imageId', image('')],
      ['content.fileId', file(uuidv7())],
      ['content.fileId', file('../../etc/passwd')],
      ['content.fileId', file('')],
    ];
    for (const [field, content] of cases) {
      const message = await refusal(addItem(groupId, 'Bad', content), CODE.invalidArgument);
      expect(`${JSON.stringify(content)}: ${message.split(':')[0]}`).toBe(
        `${JSON.stringify(content)}: ${field}`,
      );
    }
  });

  it('applies a queued add once however often it is sent', async () => {
    const groupId = await newGroup('Once');
    const itemId = uuidv7();
    const mutation = { clientId: 'cms-client-0000000001', mutationId: 1 };
    const call = () =>
      cms().addSection(
        {
          eventId,
          groupId,
          itemId,
          title: 'Once',
          content: link('https://example.org') as SectionContent,
        },
        as(a, mutation),
      );
    await call();
    await call();
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.cmsSectionItems.path({ eventId }));
    expect(
      itemsOf(live, 1)
        .filter((i) => i.groupId === groupId)
        .map((i) => i.groupItemId),
    ).toEqual([itemId]);
  });
});
