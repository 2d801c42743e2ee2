// The participants export as CSV (src/common/csv.ts says which dialect and why). Rows are read
// in keyset pages, so a large export streams in constant memory. The registration date is the
// event's wall clock, its zone named in the header (a spreadsheet reads "YYYY-MM-DD HH:MM" as a
// date, and would take "+03:00" beside it for text); file answers are links to the file, signed
// for a week (files/downloadLinks.ts). The user-data name and phone are the participant's name
// and phone columns, so they come once (issue 30, item 19).
import type { MessageInitShape } from '@bufbuild/protobuf';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ExportToCSVResponseSchema } from '../../../../generated/manager/content_pb';
import { CSV_BOM as BOM, csvLine as line, csvText } from '../../../common/csv';
import {
  isFileField,
  participantColumnOf,
  REGISTRATION_FORM_ID,
  SURVEY_FORM_ID,
} from '../../../common/forms';
import { zonedParts } from '../../../common/zonedTime';
import type { Database, Queryable } from '../../db/database';
import { events, formFields, forms, participants } from '../../db/schema';
import { downloadLinks } from '../files';
import type { FilesContext } from '../files';
import type { ExportLinks } from './exportLink';
import { participantPages } from './pages';
import { fieldsKey, snapshotFields } from './snapshotAnswers';

/** Events up to this size also get the CSV text in the call's answer (the spec's contract). */
export const EXPORT_INLINE_ROWS = 2_000;
const PAGE = 2_000;

const HEADERS = {
  ru: {
    name: 'Имя',
    phone: 'Телефон',
    date: 'Дата регистрации',
    suspended: 'Приостановлен',
    yes: 'да',
  },
  en: { name: 'Name', phone: 'Phone', date: 'Registered', suspended: 'Suspended', yes: 'yes' },
} as const;

export type ExportLang = keyof typeof HEADERS;
export const exportLang = (language: string): ExportLang =>
  language.toLowerCase().startsWith('en') ? 'en' : 'ru';

interface Column {
  formId: string;
  fieldId: string;
  name: string;
  /** An uploaded file's id is the answer: written as the link to it. */
  file: boolean;
}

/**
 * The columns of §2.17's order: user-data fields, then survey fields, each in form order; a
 * user-data field that the name or phone column holds is left out.
 */
async function fieldColumns(q: Queryable, eventId: string): Promise<Column[]> {
  const formIds = [REGISTRATION_FORM_ID, SURVEY_FORM_ID];
  const formRows = await q
    .select()
    .from(forms)
    .where(and(eq(forms.eventId, eventId), inArray(forms.formId, formIds)));
  const fields = await q
    .select()
    .from(formFields)
    .where(and(eq(formFields.eventId, eventId), inArray(formFields.formId, formIds)));
  const byId = new Map(fields.map((f) => [f.id, f]));
  return formIds.flatMap((formId) =>
    (formRows.find((f) => f.formId === formId)?.sequenceOfFields ?? []).flatMap((id) => {
      const field = byId.get(id);
      const shown =
        field &&
        !field.fieldRemoved &&
        !(formId === REGISTRATION_FORM_ID && participantColumnOf(field.fieldType));
      return shown
        ? [{ formId, fieldId: id, name: field.fieldName, file: isFileField(field.fieldType) }]
        : [];
    }),
  );
}

/** The export, chunk by chunk: the byte order mark and header, then one chunk per page. */
export async function* exportChunks(
  database: Database,
  eventId: string,
  lang: ExportLang,
  { bom = true, files, nowMs }: { bom?: boolean; files: FilesContext; nowMs: number },
): AsyncGenerator<string> {
  const t = HEADERS[lang];
  const [columns, [event]] = await Promise.all([
    fieldColumns(database.db, eventId),
    database.db.select({ zone: events.timeZone }).from(events).where(eq(events.id, eventId)),
  ]);
  const zone = event?.zone ?? 'UTC';
  const registered = (d: Date) => {
    const at = zonedParts(Math.floor(d.getTime() / 1000), zone);
    return `${at.date} ${at.time}`;
  };
  const link = downloadLinks(files, nowMs);
  const fileLink = (id: string) => link(eventId, id);
  // Where each column sits in a row's stored snapshot answers (the header's field order).
  const fields = await snapshotFields(database.db, eventId);
  const at = columns.map((c) =>
    fields.findIndex((f) => f.formId === c.formId && f.fieldId === c.fieldId),
  );
  yield (bom ? BOM : '') +
    line([t.name, ...columns.map((c) => c.name), t.phone, `${t.date} (${zone})`, t.suspended]);
  for await (const rows of participantPages(database.db, eventId, fieldsKey(fields), PAGE)) {
    yield csvText(
      rows.map((r) => {
        const stored = r.stored === null ? null : (JSON.parse(r.stored) as string[]);
        const answer = (c: Column, i: number) =>
          stored
            ? (stored[at[i] ?? -1] ?? '')
            : (r.answers?.[c.formId]?.find((a) => a.fieldId === c.fieldId)?.value ?? '');
        const value = (c: Column, i: number) => {
          const given = answer(c, i);
          return c.file && given !== '' ? fileLink(given) : given;
        };
        const name = `${r.firstName} ${r.lastName}`.trim();
        return [
          name,
          ...columns.map(value),
          r.clientPhone,
          registered(r.createdAt),
          r.clientSuspended ? t.yes : '',
        ];
      }),
    );
  }
}

/** ExportToCSV's answer: the text for a small event, and always the download link. */
export async function exportAnswer(
  database: Database,
  eventId: string,
  language: string,
  links: ExportLinks,
  files: FilesContext,
  nowMs: number,
  /** The caller's session: the link dies with it. */
  sid: string,
): Promise<MessageInitShape<typeof ExportToCSVResponseSchema>> {
  const lang = exportLang(language);
  const downloadUrl = links.issue({ eventId, lang, sid }, nowMs);
  const [total] = await database.db
    .select({ n: count() })
    .from(participants)
    .where(eq(participants.eventId, eventId));
  if ((total?.n ?? 0) > EXPORT_INLINE_ROWS) return { dataCsv: '', downloadUrl };
  let dataCsv = '';
  for await (const chunk of exportChunks(database, eventId, lang, { bom: false, files, nowMs }))
    dataCsv += chunk;
  return { dataCsv, downloadUrl };
}
