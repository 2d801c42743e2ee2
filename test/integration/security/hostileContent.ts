// Hostile input for the place, locations and cms calls, as rows of the hostile suite: a label
// that starts with the method, the field the refusal must name, and the call. The ids the
// calls aim at are made by setupContent before the suite compares database states.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import type { SectionContent } from '../../../generated/manager/model_pb';
import { as } from '../support/harness';
import type { TestServer } from '../support/harness';

type Case = [string, string, () => Promise<unknown>];

export interface ContentTarget {
  server: TestServer;
  session: Session;
  eventId: string;
  locationId: string;
  groupId: string;
  itemId: string;
}

/** A location, an info section and an item of it on the event. */
export async function setupContent(server: TestServer, session: Session, eventId: string) {
  const { locations, cms } = server.clients;
  const { locationId } = await locations.createLocation(
    { eventId, locationId: uuidv7(), name: 'Hall' },
    as(session),
  );
  const { groupId } = await cms.addGroupOfSectionsByEvent(
    { eventId, groupId: uuidv7(), title: 'Section' },
    as(session),
  );
  const { itemId } = await cms.addSection(
    { eventId, groupId, itemId: uuidv7(), title: 'Link', content: link('https://example.org') },
    as(session),
  );
  return { locationId, groupId, itemId };
}

const big = (bytes: number) => 'x'.repeat(bytes);
const link = (linkUrl: string) =>
  ({ kind: { case: 'extLink', value: { linkUrl } } }) as SectionContent;
const text = (html: string) =>
  ({ kind: { case: 'textWithPopup', value: { text: html } } }) as SectionContent;
const image = (imageId: string, imageTitle = '') =>
  ({ kind: { case: 'imageWithPopup', value: { imageId, imageTitle } } }) as SectionContent;
const file = (fileId: string) => ({ kind: { case: 'file', value: { fileId } } }) as SectionContent;

const BAD_CONTENT: [string, SectionContent | undefined][] = [
  ['content', undefined],
  ['content.linkUrl', link('javascript:alert(1)')],
  ['content.linkUrl', link('data:text/html,<script>alert(1)</script>')],
  ['content.linkUrl', link('//example.org/x')],
  ['content.linkUrl', link(`https://example.org/${big(2_000)}`)],
  ['content.text', text('<script>alert(1)</script>')],
  ['content.text', text('<a href="javascript:alert(1)">x</a>')],
  ['content.text', text(big(100_001))],
  ['content.imageId', image('../../etc')],
  ['content.imageId', image(uuidv7())],
  ['content.imageId', image('')],
  ['content.fileId', file("' OR 1=1 --")],
];

/** The cases; `t` is read when a case runs, after the suite's setup. */
export function contentCases(t: () => ContentTarget): Case[] {
  const o = () => as(t().session);
  const c = () => t().server.clients;
  const ev = () => t().eventId;
  return [
    [
      'setProfile title of 10 KB',
      'title',
      () => c().places.setProfile({ eventId: ev(), title: big(10 * 1024) }, o()),
    ],
    [
      'setProfile description with a script',
      'description',
      () =>
        c().places.setProfile(
          { eventId: ev(), title: 'T', description: '<script>x</script>' },
          o(),
        ),
    ],
    [
      'setProfile mainImageId "../../etc"',
      'mainImageId',
      () => c().places.setProfile({ eventId: ev(), title: 'T', mainImageId: '../../etc' }, o()),
    ],
    [
      'setProfile eventId "abc"',
      'eventId',
      () => c().places.setProfile({ eventId: 'abc', title: 'T' }, o()),
    ],
    [
      'createLocation blank name',
      'name',
      () => c().locations.createLocation({ eventId: ev(), locationId: uuidv7(), name: '  ' }, o()),
    ],
    [
      'createLocation name of 10 KB',
      'name',
      () =>
        c().locations.createLocation(
          { eventId: ev(), locationId: uuidv7(), name: big(10 * 1024) },
          o(),
        ),
    ],
    [
      'createLocation address of 10 KB',
      'address',
      () =>
        c().locations.createLocation(
          { eventId: ev(), locationId: uuidv7(), name: 'N', address: big(10 * 1024) },
          o(),
        ),
    ],
    [
      'createLocation description with a handler',
      'description',
      () =>
        c().locations.createLocation(
          {
            eventId: ev(),
            locationId: uuidv7(),
            name: 'N',
            description: '<img src=x onerror=alert(1)>',
          },
          o(),
        ),
    ],
    [
      'createLocation imageId of no file',
      'imageId',
      () =>
        c().locations.createLocation(
          { eventId: ev(), locationId: uuidv7(), name: 'N', imageId: uuidv7() },
          o(),
        ),
    ],
    [
      'createLocation locationId "abc"',
      'locationId',
      () => c().locations.createLocation({ eventId: ev(), locationId: 'abc', name: 'N' }, o()),
    ],
    [
      'updateLocation locationId "../../etc"',
      'locationId',
      () =>
        c().locations.updateLocation({ eventId: ev(), locationId: '../../etc', name: 'N' }, o()),
    ],
    [
      'updateLocation blank name',
      'name',
      () =>
        c().locations.updateLocation({ eventId: ev(), locationId: t().locationId, name: '' }, o()),
    ],
    [
      'deleteLocation locationId "abc"',
      'locationId',
      () => c().locations.deleteLocation({ eventId: ev(), locationId: 'abc' }, o()),
    ],
    [
      'addGroupOfSectionsByEvent title of 10 KB',
      'title',
      () =>
        c().cms.addGroupOfSectionsByEvent(
          { eventId: ev(), groupId: uuidv7(), title: big(10 * 1024) },
          o(),
        ),
    ],
    [
      'addGroupOfSectionsByEvent groupId "abc"',
      'groupId',
      () => c().cms.addGroupOfSectionsByEvent({ eventId: ev(), groupId: 'abc', title: 'T' }, o()),
    ],
    [
      'addGroupOfSectionsByPlaceEvent description with a script',
      'description',
      () =>
        c().cms.addGroupOfSectionsByPlaceEvent(
          {
            eventId: ev(),
            groupId: uuidv7(),
            title: 'T',
            description: '<p>x<SCRIPT>y</SCRIPT></p>',
          },
          o(),
        ),
    ],
    [
      'updateGroupOfSection groupId "abc"',
      'groupId',
      () => c().cms.updateGroupOfSection({ eventId: ev(), groupId: 'abc', title: 'T' }, o()),
    ],
    [
      'updateGroupOfSection title of 10 KB',
      'title',
      () =>
        c().cms.updateGroupOfSection(
          { eventId: ev(), groupId: t().groupId, title: big(10 * 1024) },
          o(),
        ),
    ],
    [
      'deleteGroupOfSection groupId "abc"',
      'groupId',
      () => c().cms.deleteGroupOfSection({ eventId: ev(), groupId: 'abc' }, o()),
    ],
    ...BAD_CONTENT.map(
      ([field, content]): Case => [
        `addSection content ${JSON.stringify(content?.kind ?? null).slice(0, 60)}`,
        field,
        () =>
          c().cms.addSection(
            { eventId: ev(), groupId: t().groupId, itemId: uuidv7(), title: 'T', content },
            o(),
          ),
      ],
    ),
    [
      'addSection itemId "abc"',
      'itemId',
      () =>
        c().cms.addSection(
          {
            eventId: ev(),
            groupId: t().groupId,
            itemId: 'abc',
            title: 'T',
            content: link('https://example.org'),
          },
          o(),
        ),
    ],
    [
      'addSection title of 10 KB',
      'title',
      () =>
        c().cms.addSection(
          {
            eventId: ev(),
            groupId: t().groupId,
            itemId: uuidv7(),
            title: big(10 * 1024),
            content: link('https://example.org'),
          },
          o(),
        ),
    ],
    [
      'addSectionOfLocation locationId "abc"',
      'locationId',
      () =>
        c().cms.addSectionOfLocation(
          {
            eventId: ev(),
            locationId: 'abc',
            itemId: uuidv7(),
            title: 'T',
            content: link('https://example.org'),
          },
          o(),
        ),
    ],
    [
      'addSectionOfLocation content text with a handler',
      'content.text',
      () =>
        c().cms.addSectionOfLocation(
          {
            eventId: ev(),
            locationId: t().locationId,
            itemId: uuidv7(),
            title: 'T',
            content: text('<p onclick="x()">y</p>'),
          },
          o(),
        ),
    ],
    [
      'updateSection itemId "abc"',
      'itemId',
      () =>
        c().cms.updateSection(
          {
            eventId: ev(),
            groupId: '',
            itemId: 'abc',
            title: 'T',
            content: link('https://example.org'),
          },
          o(),
        ),
    ],
    [
      'updateSection groupId "../x"',
      'groupId',
      () =>
        c().cms.updateSection(
          {
            eventId: ev(),
            groupId: '../x',
            itemId: t().itemId,
            title: 'T',
            content: link('https://example.org'),
          },
          o(),
        ),
    ],
    [
      'updateSection content link "javascript:"',
      'content.linkUrl',
      () =>
        c().cms.updateSection(
          {
            eventId: ev(),
            groupId: t().groupId,
            itemId: t().itemId,
            title: 'T',
            content: link('javascript:x'),
          },
          o(),
        ),
    ],
    [
      'deleteSection itemId "abc"',
      'itemId',
      () => c().cms.deleteSection({ eventId: ev(), groupId: '', itemId: 'abc' }, o()),
    ],
  ];
}
