// Hostile input: oversized strings, malformed ids and keys, values outside their sets, active
// content in rich text, undecodable messages on the wire. Each is refused with
// INVALID_ARGUMENT naming the field, and the database is exactly as it was before the call.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { v7 as uuidv7 } from 'uuid';
import {
  CreateEventRequestSchema,
  CreateEventResponseSchema,
} from '../../../generated/manager/events_pb';
import { Users } from '../../../generated/manager/account_pb';
import { Auth, SignInRequestSchema } from '../../../generated/manager/auth_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { dbState } from '../support/dbState';
import { as, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { requestUpload, uploadedImage } from '../support/filesHarness';
import type { UploadOptions } from '../support/filesHarness';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { envelope, grpcWebFrames } from '../support/rawRpc';
import { formsHostileCases, formsVictim } from './hostileFormsCases';
import type { FormsVictim } from './hostileFormsCases';
import { contentCases, setupContent } from './hostileContent';
import { programmeCases } from './hostileProgramme';
import { historyCases } from './hostileHistory';
import { teamCases } from './hostileTeam';

// Sign-ups hash passwords and the server runs in this process: allow for a busy machine.
jest.setTimeout(30_000);

const INVALID_ARGUMENT = 3;

interface RawAnswer {
  httpStatus: number;
  grpcStatus: string | null;
  grpcMessage: string | null;
  messages: Uint8Array[];
}

/** POSTs a raw gRPC-web body; reads the status from the headers or the trailer frame. */
async function rawGrpcWeb(
  baseUrl: string,
  path: string,
  body: Uint8Array,
  headers: Record<string, string>,
  contentType = 'application/grpc-web+proto',
): Promise<RawAnswer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-grpc-web': '1', ...headers },
    body: new Uint8Array(body),
  });
  const { messages, trailer } = grpcWebFrames(Buffer.from(await res.arrayBuffer()));
  const message = res.headers.get('grpc-message') ?? trailer.get('grpc-message');
  return {
    httpStatus: res.status,
    grpcStatus: res.headers.get('grpc-status') ?? trailer.get('grpc-status') ?? null,
    grpcMessage: message === undefined ? null : decodeURIComponent(message),
    messages,
  };
}

const big = (bytes: number) => 'x'.repeat(bytes);
const BAD_IDS = ['abc', '../../etc', '', "' OR 1=1 --"];
const BAD_EVENT_KEYS = ['a', 'has space', 'x'.repeat(21), 'тест', big(10 * 1024)];
const ACTIVE_CONTENT = [
  '<script>alert(1)</script>',
  '<p>Hi<SCRIPT src="https://evil.example/x.js"></SCRIPT></p>',
  '<img src="x" onerror="alert(1)">',
  '<p class="x" onclick="">Hi</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<A HREF="  JaVaScRiPt:alert(1)">x</A>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><circle onload="alert(1)"></circle></svg>',
];

/**
 * Methods with no field a hostile value could go in, or whose refusals are not INVALID_ARGUMENT
 * naming a field; why, for each. Every other method needs a case below whose label starts with
 * its name.
 */
const NO_FIELD_CASES: Record<string, string> = {
  refresh: 'a bad refresh token is UNAUTHENTICATED (auth.test.ts)',
  signOut: 'any refresh token is answered with success, changing nothing (auth.test.ts)',
  getUser: 'no fields',
  sendEmailVerification: 'no fields',
  applyActionCode: 'a bad code is INVALID_ARGUMENT with the one action-code message (auth.test.ts)',
  verifyPasswordResetCode: 'as applyActionCode',
  acceptInvitation: 'a bad code is INVALID_ARGUMENT with the one invitation message (team.test.ts)',
  sendPasswordResetEmail: 'answers the same for any address, so as not to reveal accounts',
};

describe('hostile input', () => {
  /** The methods that have a case, by the first word of its label. */
  const covered = new Set<string>();
  let server: TestServer;
  let session: Session;
  let eventId: string;
  let eventKey: string;
  let orgInfoId: string;
  let sponsorId: string;
  let imageFileId: string;
  let formsTarget: FormsVictim;
  let content: Awaited<ReturnType<typeof setupContent>>;
  let otherEventFileId: string;
  let foreignFileId: string;

  beforeAll(async () => {
    server = await startServer();
    session = await newOrganiser(server);
    const created = await newEvent(server, session, 'Hostile target');
    eventId = created.eventId;
    eventKey = created.key;
    orgInfoId = (
      await server.clients.events.addOrgInfo(
        { eventId, name: 'Org', logoId: '', orgInfoId: uuidv7() },
        as(session),
      )
    ).orgInfoId;
    sponsorId = (
      await server.clients.events.addSponsor(
        { eventId, name: 'Sponsor', logoId: '', sponsorId: uuidv7() },
        as(session),
      )
    ).sponsorId;
    imageFileId = await uploadedImage(server, session, eventId);
    // Files that exist but are not this event's: another event's, another organiser's.
    otherEventFileId = await uploadedImage(
      server,
      session,
      (await newEvent(server, session, 'Other')).eventId,
    );
    const stranger = await newOrganiser(server);
    foreignFileId = await uploadedImage(
      server,
      stranger,
      (await newEvent(server, stranger, 'Foreign')).eventId,
    );
    formsTarget = await formsVictim(server, session, eventId);
    content = await setupContent(server, session, eventId);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Expects INVALID_ARGUMENT naming the field, with nothing written. */
  async function expectRefused(call: () => Promise<unknown>, field: string): Promise<string> {
    const before = await dbState(server);
    const message = await refusal(call(), INVALID_ARGUMENT);
    expect(message.startsWith(`${field}:`) ? field : message).toBe(field);
    expect(await dbState(server)).toEqual(before);
    return message;
  }

  it('sees a successful write in the database state it compares', async () => {
    const before = await dbState(server);
    await server.clients.translations.upsertTranslate(
      { eventId, key: 'probe', value: 'probe' },
      as(session),
    );
    expect(await dbState(server)).not.toEqual(before);
  });

  describe('in the fields of manager calls', () => {
    const e = () => server.clients.events;
    const t = () => server.clients.translations;
    const o = () => as(session);

    const cases: [string, string, () => Promise<unknown>][] = [
      // Oversized strings.
      [
        'createEvent title of 100 KB',
        'title',
        () => e().createEvent({ title: big(100 * 1024), language: '' }, o()),
      ],
      [
        'updateEvent title of 100 KB',
        'title',
        () => e().updateEvent({ eventId, key: eventKey, title: big(100 * 1024) }, o()),
      ],
      [
        'createEvent description over 100000 characters',
        'description',
        () => e().createEvent({ title: 'T', language: '', description: big(100_001) }, o()),
      ],
      [
        'upsertTranslate value over 100000 characters',
        'value',
        () => t().upsertTranslate({ eventId, key: 'long', value: big(100_001) }, o()),
      ],
      [
        'upsertTranslate key of 10 KB',
        'key',
        () => t().upsertTranslate({ eventId, key: big(10 * 1024), value: 'v' }, o()),
      ],
      [
        'updateEventPreferenceByKey key of 10 KB',
        'key',
        () =>
          e().updateEventPreferenceByKey(
            { eventId, key: big(10 * 1024), preference: { payload: { value: 'ru-RU' } } },
            o(),
          ),
      ],
      [
        'updateEventPreferenceByKey value of 10001 characters',
        'preference',
        () =>
          e().updateEventPreferenceByKey(
            { eventId, key: 'ui.icons.home', preference: { payload: { icon: big(10_001) } } },
            o(),
          ),
      ],
      [
        'updateEventPreferenceByKey with 101 entries',
        'preference',
        () =>
          e().updateEventPreferenceByKey(
            {
              eventId,
              key: 'ui.icons.home',
              preference: {
                payload: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v'])),
              },
            },
            o(),
          ),
      ],
      [
        'setOrgInfo orgName of 10 KB',
        'orgName',
        () => server.clients.organizers.setOrgInfo({ orgName: big(10 * 1024) }, o()),
      ],
      [
        'setOrgInfo blank orgName',
        'orgName',
        () => server.clients.organizers.setOrgInfo({ orgName: '   ' }, o()),
      ],
      ...[
        'javascript:alert(1)',
        'ftp://example.org/x.png',
        `https://example.org/${big(2_000)}`,
      ].map((bad): [string, string, () => Promise<unknown>] => [
        `setOrgImages brandImageUrl ${JSON.stringify(bad.slice(0, 30))}`,
        'brandImageUrl',
        () => server.clients.organizers.setOrgImages({ brandImageUrl: bad }, o()),
      ]),
      [
        'setOrgImages mainImageId "../../etc"',
        'mainImageId',
        () => server.clients.organizers.setOrgImages({ mainImageId: '../../etc' }, o()),
      ],
      [
        'addOrgInfo name of 10 KB',
        'name',
        () =>
          e().addOrgInfo({ eventId, name: big(10 * 1024), logoId: '', orgInfoId: uuidv7() }, o()),
      ],
      [
        'addSponsor name of 10 KB',
        'name',
        () =>
          e().addSponsor({ eventId, name: big(10 * 1024), logoId: '', sponsorId: uuidv7() }, o()),
      ],

      // File ids that are well-formed but not a file of this event (or organiser).
      ...(['unknown', 'other event', 'foreign'] as const).flatMap(
        (kind): [string, string, () => Promise<unknown>][] => {
          const file = () =>
            kind === 'unknown'
              ? uuidv7()
              : kind === 'other event'
                ? otherEventFileId
                : foreignFileId;
          return [
            [
              `updateEvent mainImageId of an ${kind} file`,
              'mainImageId',
              () => e().updateEvent({ eventId, key: eventKey, mainImageId: file() }, o()),
            ],
            [
              `updateEvent iconFileId of an ${kind} file`,
              'iconFileId',
              () => e().updateEvent({ eventId, key: eventKey, iconFileId: file() }, o()),
            ],
            [
              `createEvent backgroundImageId of an ${kind} file`,
              'backgroundImageId',
              () => e().createEvent({ title: 'T', language: '', backgroundImageId: file() }, o()),
            ],
            [
              `addSponsor logoId of an ${kind} file`,
              'logoId',
              () =>
                e().addSponsor({ eventId, sponsorId: uuidv7(), name: 'N', logoId: file() }, o()),
            ],
            [
              `updateOrgInfo logoId of an ${kind} file`,
              'logoId',
              () => e().updateOrgInfo({ eventId, orgInfoId, name: 'N', logoId: file() }, o()),
            ],
          ];
        },
      ),
      ...(['unknown', 'foreign'] as const).map((kind): [string, string, () => Promise<unknown>] => [
        `setOrgImages mainImageId of an ${kind} file`,
        'mainImageId',
        () =>
          server.clients.organizers.setOrgImages(
            { mainImageId: kind === 'unknown' ? uuidv7() : foreignFileId },
            o(),
          ),
      ]),

      // Custom domains.
      ...[big(10 * 1024), 'a b.example.org', '<script>.org', 'тест.рф', 'localhost', '1.2.3.4'].map(
        (domain): [string, string, () => Promise<unknown>] => [
          `setCustomDomainToEvent domain ${JSON.stringify(domain.slice(0, 30))}`,
          'domain',
          () => e().setCustomDomainToEvent({ eventId, domain }, o()),
        ],
      ),

      // Statistics ranges, page sizes, tokens and client ids.
      ...(
        [
          ['startDate', { startDate: big(10 * 1024) }],
          ['startDate', { startDate: "2026-01-01' OR 1=1 --" }],
          ['endDate', { endDate: '2026-13-01' }],
          ['endDate', { startDate: '2000-01-01', endDate: '2026-01-01' }],
          ['pageSize', { pageSize: 2 ** 31 - 1 }],
          ['nextPageToken', { nextPageToken: big(10 * 1024) }],
          ['nextPageToken', { nextPageToken: '2026-01-02.AAAAAAAAAAAAAAAAAAAAAA' }],
        ] as const
      ).map(([field, change]): [string, string, () => Promise<unknown>] => [
        `listActiveClients ${JSON.stringify(change).slice(0, 60)}`,
        field,
        () =>
          e().listActiveClients(
            { eventId, startDate: '2026-01-01', endDate: '2026-01-31', ...change },
            o(),
          ),
      ]),
      [
        'listActiveClient clientId of 10 KB',
        'clientId',
        () =>
          e().listActiveClient(
            { eventId, clientId: big(10 * 1024), startDate: '2026-01-01', endDate: '2026-01-31' },
            o(),
          ),
      ],

      // Malformed ids.
      ...BAD_IDS.flatMap((bad): [string, string, () => Promise<unknown>][] => [
        [
          `updateEvent eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => e().updateEvent({ eventId: bad, key: 'some-key', title: 'T' }, o()),
        ],
        [
          `setTheme eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => e().setTheme({ eventId: bad, theme: 'light', themeConfig: {} }, o()),
        ],
        [
          `upsertTranslate eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => t().upsertTranslate({ eventId: bad, key: 'k', value: 'v' }, o()),
        ],
        [
          `publish eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => e().publish({ eventId: bad }, o()),
        ],
        [
          `setCustomDomainToEvent eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => e().setCustomDomainToEvent({ eventId: bad, domain: 'ok.example.org' }, o()),
        ],
        ...(['toArchive', 'fromArchive', 'unpublish'] as const).map(
          (call): [string, string, () => Promise<unknown>] => [
            `${call} eventId ${JSON.stringify(bad)}`,
            'eventId',
            () => e()[call]({ eventId: bad }, o()),
          ],
        ),
        [
          `getActiveClients eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => e().getActiveClients({ eventId: bad }, o()),
        ],
        [
          `previewToken eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => server.clients.preview.previewToken({ eventId: bad }, o()),
        ],
        [
          `signFiles eventId ${JSON.stringify(bad)}`,
          'eventId',
          () => server.clients.files.signFiles({ eventId: bad, fileIds: [] }, o()),
        ],
      ]),
      ...BAD_IDS.filter((bad) => bad !== '').flatMap(
        (bad): [string, string, () => Promise<unknown>][] => [
          [
            `createEvent eventId ${JSON.stringify(bad)}`,
            'eventId',
            () => e().createEvent({ eventId: bad, title: 'T', language: '' }, o()),
          ],
          [
            `copyEvent newEventId ${JSON.stringify(bad)}`,
            'newEventId',
            () => e().copyEvent({ eventId, newEventId: bad }, o()),
          ],
          [
            `addOrgInfo orgInfoId ${JSON.stringify(bad)}`,
            'orgInfoId',
            () => e().addOrgInfo({ eventId, orgInfoId: bad, name: 'N', logoId: '' }, o()),
          ],
          [
            `addSponsor logoId ${JSON.stringify(bad)}`,
            'logoId',
            () => e().addSponsor({ eventId, sponsorId: uuidv7(), name: 'N', logoId: bad }, o()),
          ],
          [
            `updateEvent mainImageId ${JSON.stringify(bad)}`,
            'mainImageId',
            () => e().updateEvent({ eventId, key: eventKey, mainImageId: bad }, o()),
          ],
        ],
      ),
      [
        'updateOrgInfo orgInfoId "abc"',
        'orgInfoId',
        () => e().updateOrgInfo({ eventId, orgInfoId: 'abc', name: 'N', logoId: '' }, o()),
      ],
      [
        'delOrgInfo orgInfoId "abc"',
        'orgInfoId',
        () => e().delOrgInfo({ eventId, orgInfoId: 'abc' }, o()),
      ],
      [
        'updateSponsor sponsorId "abc"',
        'sponsorId',
        () => e().updateSponsor({ eventId, sponsorId: 'abc', name: 'N', logoId: '' }, o()),
      ],
      [
        'delSponsor sponsorId "abc"',
        'sponsorId',
        () => e().delSponsor({ eventId, sponsorId: 'abc' }, o()),
      ],
      [
        'updateOrgInfo logoId "../../etc"',
        'logoId',
        () => e().updateOrgInfo({ eventId, orgInfoId, name: 'N', logoId: '../../etc' }, o()),
      ],
      [
        'updateSponsor blank name',
        'name',
        () => e().updateSponsor({ eventId, sponsorId, name: ' ', logoId: '' }, o()),
      ],

      // Malformed keys.
      ...BAD_EVENT_KEYS.map((bad): [string, string, () => Promise<unknown>] => [
        `updateEvent key ${JSON.stringify(bad.slice(0, 30))} (${bad.length} chars)`,
        'key',
        () => e().updateEvent({ eventId, key: bad, title: 'T' }, o()),
      ]),
      ...['', 'has space', 'тест', '../../x', '<b>k</b>'].map(
        (bad): [string, string, () => Promise<unknown>] => [
          `upsertTranslate key ${JSON.stringify(bad)}`,
          'key',
          () => t().upsertTranslate({ eventId, key: bad, value: 'v' }, o()),
        ],
      ),

      // Values outside their sets.
      ...[
        'red; background:url(x)',
        '#fff" onload="x',
        'rgba(1,2,3,0.5); x',
        'expression(alert(1))',
      ].map((bad): [string, string, () => Promise<unknown>] => [
        `setTheme colour ${JSON.stringify(bad)}`,
        'themeConfig.color2',
        () =>
          e().setTheme(
            { eventId, theme: 'dark', themeConfig: { color1: '#000', color2: bad } },
            o(),
          ),
      ]),
      [
        'setTheme theme "purple"',
        'theme',
        () => e().setTheme({ eventId, theme: 'purple', themeConfig: {} }, o()),
      ],
      [
        'setTheme unknown colour key',
        'themeConfig',
        () => e().setTheme({ eventId, theme: 'dark', themeConfig: { background: '#000' } }, o()),
      ],
      [
        'setShowMenuItems unknown item',
        'showMenuItems',
        () => e().setShowMenuItems({ eventId, showMenuItems: { home: false, admin: true } }, o()),
      ],
      [
        'updateEventPreferenceByKey unknown key',
        'key',
        () =>
          e().updateEventPreferenceByKey(
            { eventId, key: 'ui.unknown', preference: { payload: { value: 'x' } } },
            o(),
          ),
      ],
      [
        'updateEventPreferenceByKey icon key with a path',
        'key',
        () =>
          e().updateEventPreferenceByKey(
            { eventId, key: 'ui.icons.../../etc', preference: { payload: { value: 'x' } } },
            o(),
          ),
      ],
      [
        'deleteEventPreferenceByKey unknown key',
        'key',
        () => e().deleteEventPreferenceByKey({ eventId, key: 'ui.unknown' }, o()),
      ],
      ...['de-DE', 'ru-RU; DROP TABLE events', ''].map(
        (bad): [string, string, () => Promise<unknown>] => [
          `updateEventPreferenceByKey ui.locale value ${JSON.stringify(bad)}`,
          'preference.value',
          () =>
            e().updateEventPreferenceByKey(
              { eventId, key: 'ui.locale', preference: { payload: { value: bad } } },
              o(),
            ),
        ],
      ),
      ...['yes', 'TRUE', ''].map((bad): [string, string, () => Promise<unknown>] => [
        `updateEventPreferenceByKey ui.footer_visible value ${JSON.stringify(bad)}`,
        'preference.value',
        () =>
          e().updateEventPreferenceByKey(
            { eventId, key: 'ui.footer_visible', preference: { payload: { value: bad } } },
            o(),
          ),
      ]),
      ...[
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '//example.com/path',
        'https://exa mple.com',
        `https://example.com/${big(2_000)}`,
        '',
      ].map((bad): [string, string, () => Promise<unknown>] => [
        `updateEventPreferenceByKey ui.footer_link value ${JSON.stringify(bad.slice(0, 40))}`,
        'preference.value',
        () =>
          e().updateEventPreferenceByKey(
            { eventId, key: 'ui.footer_link', preference: { payload: { value: bad } } },
            o(),
          ),
      ]),
      [
        'updateEventPreferenceByKey ui.main_colors with a CSS injection',
        'preference.color1',
        () =>
          e().updateEventPreferenceByKey(
            {
              eventId,
              key: 'ui.main_colors',
              preference: { payload: { color1: 'red; background:url(x)' } },
            },
            o(),
          ),
      ],
      [
        'updateEventPreferenceByKey empty payload',
        'preference',
        () =>
          e().updateEventPreferenceByKey(
            { eventId, key: 'ui.locale', preference: { payload: {} } },
            o(),
          ),
      ],
      ...['xx-YY', 'klingon', '', 'ru; DROP'].map(
        (bad): [string, string, () => Promise<unknown>] => [
          `setLanguage ${JSON.stringify(bad)}`,
          'language',
          () => e().setLanguage({ eventId, language: bad }, o()),
        ],
      ),
      [
        'createEvent language "klingon"',
        'language',
        () => e().createEvent({ title: 'T', language: 'klingon' }, o()),
      ],
      [
        'upsertTranslate in language "klingon"',
        'language',
        () =>
          t().upsertTranslate(
            { eventId, key: 'k', value: 'v' },
            { headers: { ...o().headers, language: 'klingon' } },
          ),
      ],

      // Uploads: the request's fields, before any byte is accepted.
      ...(
        [
          ['role', { role: 'evil' }],
          ['role', { role: '' }],
          ['role', { role: 'cms__image_attachment; DROP TABLE files' }],
          ['origFilename', { name: '' }],
          ['origFilename', { name: '../../etc/passwd' }],
          ['origFilename', { name: 'a\u0000b.png' }],
          ['origFilename', { name: 'evil\u202egnp.exe' }],
          ['origFilename', { name: `${'x'.repeat(300)}.png` }],
          ['contentType', { contentType: 'image/svg+xml' }],
          ['contentType', { contentType: 'text/html' }],
          ['contentType', { contentType: 'image/png; charset=x' }],
          ['contentType', { contentType: 'not a type' }],
          ['contentType', { role: 'cms__attachment', contentType: big(200) }],
          ['cropXy', { cropXy: 'x0-1y00x1100y1100' }],
          ['cropXy', { cropXy: 'x00y00x10y10' }],
          ['cropXy', { cropXy: '0,0,500,500' }],
          ['cropXy', { cropXy: 'x00y00x1300y1300', role: 'event__icons' }],
          ['cropXy', { cropXy: 'x00y00x1900y1900', role: 'cms__attachment' }],
          ['fileId', { fileId: 'abc' }],
          ['fileId', { fileId: "' OR 1=1 --" }],
        ] as [string, UploadOptions][]
      ).map(([field, options]): [string, string, () => Promise<unknown>] => [
        `upload ${JSON.stringify(options).slice(0, 80)}`,
        field,
        () => requestUpload(server, session, eventId, options),
      ]),
      ...BAD_IDS.map((bad): [string, string, () => Promise<unknown>] => [
        `upload eventId ${JSON.stringify(bad)}`,
        'eventId',
        () => requestUpload(server, session, bad),
      ]),
      ...BAD_IDS.map((bad): [string, string, () => Promise<unknown>] => [
        `cropImage fileId ${JSON.stringify(bad)}`,
        'fileId',
        () =>
          server.clients.files.cropImage({ eventId, fileId: bad, cropXy: 'x00y00x1800y1500' }, o()),
      ]),
      ...['', 'x00y00x1800y1500;', 'x00y00x11800y1500', 'x00y00x1500y1500', big(1000)].map(
        (cropXy): [string, string, () => Promise<unknown>] => [
          `cropImage cropXy ${JSON.stringify(cropXy.slice(0, 40))}`,
          'cropXy',
          () => server.clients.files.cropImage({ eventId, fileId: imageFileId, cropXy }, o()),
        ],
      ),

      // Dates.
      [
        'updateEvent end date before start date',
        'endAt',
        () =>
          e().updateEvent(
            { eventId, key: eventKey, startAt: 2_000_000_000, endAt: 1_900_000_000 },
            o(),
          ),
      ],
      [
        'updateEvent negative start date',
        'startAt',
        () => e().updateEvent({ eventId, key: eventKey, startAt: -1 }, o()),
      ],
      [
        'updateEvent NaN end date',
        'endAt',
        () => e().updateEvent({ eventId, key: eventKey, endAt: Number.NaN }, o()),
      ],
      [
        'updateEvent infinite start date',
        'startAt',
        () => e().updateEvent({ eventId, key: eventKey, startAt: Number.POSITIVE_INFINITY }, o()),
      ],

      // Active content in rich text.
      ...ACTIVE_CONTENT.flatMap((html): [string, string, () => Promise<unknown>][] => [
        [
          `updateEvent description ${html}`,
          'description',
          () => e().updateEvent({ eventId, key: eventKey, description: html }, o()),
        ],
        [
          `updateEvent slogan ${html}`,
          'slogan',
          () => e().updateEvent({ eventId, key: eventKey, slogan: html }, o()),
        ],
        [
          `updateEvent copyright ${html}`,
          'copyright',
          () => e().updateEvent({ eventId, key: eventKey, copyright: html }, o()),
        ],
        [
          `createEvent description ${html}`,
          'description',
          () => e().createEvent({ title: 'T', language: '', description: html }, o()),
        ],
        [
          `upsertTranslate value ${html}`,
          'value',
          () => t().upsertTranslate({ eventId, key: 'rich', value: html }, o()),
        ],
      ]),

      // Forms and participants.
      ...formsHostileCases(() => formsTarget),
      // The place, locations and cms calls.
      ...contentCases(() => ({ server, session, eventId, ...content })),
      ...programmeCases(
        () => server.clients,
        () => eventId,
        o,
        big,
        BAD_IDS,
        ACTIVE_CONTENT,
      ),
      ...teamCases(
        () => server.clients,
        () => eventId,
        o,
        big,
        BAD_IDS,
      ),
      ...historyCases(
        () => server.clients,
        () => eventId,
        o,
        big,
        BAD_IDS,
      ),
    ];

    for (const [label] of cases) covered.add(label.split(' ')[0]!);

    it.each(cases)('refuses %s, naming %s', async (_label, field, call) => {
      await expectRefused(call, field);
    });
  });

  it('accepts benign rich text and stores it sanitised', async () => {
    const { events, translations } = server.clients;
    const html =
      '<p class="lead">Hi <u>there</u> <span style="color:red">!</span></p><custom>x</custom>';
    const clean = '<p class="lead">Hi <u>there</u> <span style="color: red">!</span></p>x';
    await events.updateEvent(
      { eventId, key: eventKey, description: html, slogan: '<b>Bold</b><marquee>m</marquee>' },
      as(session),
    );
    await translations.upsertTranslate(
      { eventId, key: 'rich.text', value: '<em>Hey</em><custom>y</custom>' },
      as(session),
    );
    const live = await LiveClient.connect(server.wsUrl, session.idToken);
    try {
      const doc = (await live.listen(1, LIVE_TARGETS.event.path({ eventId }))).docs.get(
        eventId,
      )?.doc;
      expect(doc?.case).toBe('event');
      if (doc?.case !== 'event') return;
      expect(doc.value.description).toBe(clean);
      expect(doc.value.slogan).toBe('<b>Bold</b>m');
      const texts = (await live.listen(2, LIVE_TARGETS.translations.path({ eventId, lang: 'ru' })))
        .docs;
      const value = texts.get('rich.text')?.doc;
      expect(value?.case === 'translation' && value.value.value).toBe('<em>Hey</em>y');
    } finally {
      await live.close();
    }
  });

  describe('on the wire', () => {
    const path = '/manager.Events/CreateEvent';
    const headers = () => ({ 'access-token': session.idToken });

    it('answers a well-formed raw request (the control for the cases below)', async () => {
      const request = create(CreateEventRequestSchema, { eventId: uuidv7(), title: 'Raw' });
      const answer = await rawGrpcWeb(
        server.baseUrl,
        path,
        envelope(toBinary(CreateEventRequestSchema, request)),
        headers(),
      );
      expect(answer.grpcStatus).toBe('0');
      expect(answer.messages).toHaveLength(1);
      expect(fromBinary(CreateEventResponseSchema, answer.messages[0]!).eventId).toBe(
        request.eventId,
      );
    });

    const proto = 'application/grpc-web+proto';
    // Every row has all three values: a shorter row would make Jest pass `done` instead.
    const bodies: [string, () => Uint8Array, string][] = [
      ['bytes that are not protobuf', () => envelope(new Uint8Array([0xff, 0xff, 0xff])), proto],
      ['title (field 2) sent as a varint', () => envelope(new Uint8Array([0x10, 0x01])), proto],
      [
        'title (field 2) sent as a fixed64',
        () => envelope(new Uint8Array([0x11, 1, 2, 3, 4, 5, 6, 7, 8])),
        proto,
      ],
      [
        'an envelope longer than its body',
        () => envelope(new Uint8Array([0x12, 0x01, 0x41]), 100),
        proto,
      ],
      [
        'JSON with a number for the title',
        () => envelope(new TextEncoder().encode('{"title": 5}')),
        'application/grpc-web+json',
      ],
    ];

    it.each(bodies)('refuses %s with INVALID_ARGUMENT, writing nothing', async (_l, body, type) => {
      const before = await dbState(server);
      const answer = await rawGrpcWeb(server.baseUrl, path, body(), headers(), type);
      // Status and message together, so a failure shows what the server said.
      expect(`${answer.grpcStatus}: ${answer.grpcMessage}`).toMatch(
        new RegExp(`^${INVALID_ARGUMENT}: `),
      );
      expect(answer.messages).toEqual([]);
      expect(await dbState(server)).toEqual(before);
    });

    it('refuses a Connect JSON request with a wrongly typed field with invalid_argument', async () => {
      const before = await dbState(server);
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers() },
        body: JSON.stringify({ title: ['not', 'a', 'string'], eventId: 42 }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code?: string }).code).toBe('invalid_argument');
      expect(await dbState(server)).toEqual(before);
    });
  });

  describe('in credentials', () => {
    covered.add('signUpOrg').add('signIn');
    const credentialCases: [string, string, string, string][] = [
      ['user@nodot', 'long enough', 'email', 'Must be valid e-mail.'],
      ['two@@example.com', 'long enough', 'email', 'Must be valid e-mail.'],
      ['has space@example.com', 'long enough', 'email', 'Must be valid e-mail.'],
      ['', 'long enough', 'email', 'E-mail is required.'],
      ['no-at-sign.example.com', 'long enough', 'email', 'E-mail must contain "@".'],
      [`${'a'.repeat(300)}@example.com`, 'long enough', 'email', 'E-mail must be at most 254'],
      ['valid@example.com', 'short12', 'password', 'Minimum number of characters allowed: 8.'],
      ['valid@example.com', '', 'password', 'Password is required.'],
    ];

    it.each(credentialCases)(
      'refuses sign-up with e-mail %j and password %j: %s "%s"',
      async (email, password, field, text) => {
        const message = await expectRefused(
          () => server.clients.users.signUpOrg({ email, password }),
          field,
        );
        expect(message).toContain(text);
      },
    );

    it('refuses a new password that breaks the rules before reading the code', async () => {
      await expectRefused(
        () => server.clients.auth.confirmPasswordReset({ oobCode: 'any', newPassword: 'short12' }),
        'newPassword',
      );
    });
    covered.add('confirmPasswordReset');

    it('refuses batched writes that are not messages of a write method, or too many', async () => {
      const headers = { ...as(session).headers, 'client-id': uuidv7() };
      const call = (method: string, request: Uint8Array) => ({
        service: 'manager.Events',
        method,
        request,
        mutationId: 1n,
      });
      const outcomes = async (calls: ReturnType<typeof call>[]) =>
        (await server.clients.writeQueue.sendWrites({ calls }, { headers })).outcomes.map((o) => [
          o.code,
          o.message,
        ]);
      expect(await outcomes([call('UpdateEvent', new Uint8Array([0xff, 0xff, 0xff]))])).toEqual([
        [3, 'request: not a message of its method.'],
      ]);
      expect(await outcomes([call('NoSuchMethod', new Uint8Array())])).toEqual([
        [12, 'method: manager.Events/NoSuchMethod is not a write.'],
      ]);
      const nested = { ...call('SendWrites', new Uint8Array()), service: 'manager.WriteQueue' };
      expect(await outcomes([nested])).toEqual([
        [12, 'method: manager.WriteQueue/SendWrites is not a write.'],
      ]);
      await expectRefused(
        () => outcomes(Array.from({ length: 51 }, () => call('UpdateEvent', new Uint8Array()))),
        'calls',
      );
    });
    covered.add('sendWrites');

    it('refuses every account call inside a batch of queued writes, unread', async () => {
      // Sign-in, sign-up, refresh and the rest carry credentials: no queue holds them, and one
      // sent through SendWrites must not sign in, count a failure or escape the sign-in log.
      const owner = await newOrganiser(server);
      const headers = { ...as(owner).headers, 'client-id': uuidv7() };
      const signIn = toBinary(
        SignInRequestSchema,
        create(SignInRequestSchema, { email: owner.email, password: owner.password }),
      );
      const before = await dbState(server, []);
      for (const method of [...Auth.methods, ...Users.methods]) {
        const request = method === Auth.method.signIn ? signIn : new Uint8Array();
        const calls = [
          { service: method.parent.typeName, method: method.name, request, mutationId: 1n },
        ];
        const { outcomes } = await server.clients.writeQueue.sendWrites({ calls }, { headers });
        expect(outcomes.map((o) => [o.code, o.message])).toEqual([
          [12, `method: ${method.parent.typeName}/${method.name} is not a write.`],
        ]);
      }
      expect(await dbState(server, [])).toEqual(before);
    });

    it.each(credentialCases)(
      'refuses sign-in with e-mail %j and password %j: %s "%s"',
      async (email, password, field, text) => {
        const message = await expectRefused(
          () => server.clients.auth.signIn({ email, password }),
          field,
        );
        expect(message).toContain(text);
      },
    );
  });

  it('has a case for every method of every registered service', () => {
    const missing = server.app.services.flatMap(({ service, implementedBy }) =>
      [...implementedBy.keys()]
        .filter((name) => !covered.has(name) && !(name in NO_FIELD_CASES))
        .map((name) => `${service.typeName}.${name}`),
    );
    expect(missing).toEqual([]);
  });
});
