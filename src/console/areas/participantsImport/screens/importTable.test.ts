import { create, toBinary } from '@bufbuild/protobuf';
import { ImportParticipantsRequestSchema } from '../../../../../generated/manager/content_pb';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { IMPORT_BATCH_ROWS } from '../../../../common/participantsImport';
import type { ImportAnswer } from '../../../entities/participantsImport';
import { autoMatch, batchesOf, importRows, rowPhoneKey, BATCH_BYTES } from './importTable';
import type { ImportField } from './importTable';
import { noOutcome, withAnswer } from './outcome';

const field = (formId: string, fieldId: string, name: string, type: FormFieldType) => ({
  key: `${formId}/${fieldId}`,
  formId,
  fieldId,
  name,
  type,
});
const EVENT_ID = '0192f000-0000-7000-8000-000000000001';
const FIELDS: ImportField[] = [
  field('registration', 'fio', 'ФИО', FormFieldType.FIO),
  field('registration', 'phone', 'Телефон', FormFieldType.PHONE),
  field('basic_survey_form', 'topics', 'Темы', FormFieldType.CHECKBOX),
];

describe('import table', () => {
  it('matches headers to field names in any case, each field once', () => {
    expect(autoMatch([' фио ', 'ТЕЛЕФОН', 'Телефон', 'Другое'], FIELDS)).toEqual([
      'registration/fio',
      'registration/phone',
      '',
      '',
    ]);
  });

  it('builds each row by form, numbered by its line in the file', () => {
    const rows = importRows(
      { header: ['a', 'b', 'c'], rows: [['Анна', '+79991234567', 'Код'], ['Пётр']] },
      ['registration/fio', 'registration/phone', 'basic_survey_form/topics'],
      FIELDS,
    );
    expect(rows).toEqual([
      {
        rowNumber: 2,
        registrationFormData: [
          { fieldId: 'fio', value: 'Анна' },
          { fieldId: 'phone', value: '+79991234567' },
        ],
        surveyFormData: [{ fieldId: 'topics', value: 'Код' }],
      },
      {
        rowNumber: 3,
        registrationFormData: [
          { fieldId: 'fio', value: 'Пётр' },
          { fieldId: 'phone', value: '' },
        ],
        surveyFormData: [{ fieldId: 'topics', value: '' }],
      },
    ]);
    expect(rowPhoneKey(rows[0]!, FIELDS)).toBe('79991234567');
  });

  it('keeps batches under the row count and the byte budget of one queue request', () => {
    const short = Array.from({ length: 1_200 }, (_, i) => ({
      rowNumber: i + 2,
      registrationFormData: [{ fieldId: 'fio', value: 'А' }],
    }));
    expect(batchesOf(short).map((b) => b.length)).toEqual([
      IMPORT_BATCH_ROWS,
      IMPORT_BATCH_ROWS,
      200,
    ]);
    const long = short.map((r) => ({
      ...r,
      registrationFormData: [{ fieldId: 'fio', value: 'Я'.repeat(400) }],
    }));
    const batches = batchesOf(long);
    expect(batches.flat()).toHaveLength(1_200);
    // Encoded as the request carries them (with real field ids), 25 batches fit in 1 MiB.
    for (const b of batches) {
      const request = create(ImportParticipantsRequestSchema, {
        eventId: EVENT_ID,
        importId: EVENT_ID,
        rows: b.map((r) => ({
          rowNumber: r.rowNumber,
          registrationFormData: (r.registrationFormData ?? []).map((a) => ({
            fieldId: EVENT_ID,
            value: a.value ?? '',
          })),
        })),
      });
      expect(toBinary(ImportParticipantsRequestSchema, request).length).toBeLessThanOrEqual(
        BATCH_BYTES + 100,
      );
    }
    expect(25 * (BATCH_BYTES + 100)).toBeLessThan(1024 * 1024);
  });

  it('in a dry run, moves a row whose phone an earlier batch takes to the present ones', () => {
    const answer = (created: number[], alreadyPresent: number[] = []) =>
      ({ created, refused: [], alreadyPresent, importedBefore: [] }) as unknown as ImportAnswer;
    const phones: Record<number, string> = { 2: '7999', 3: '7000', 4: '7999', 5: '' };
    const phoneOf = (row: number) => phones[row] ?? '';
    const first = withAnswer(noOutcome, answer([2, 3]), phoneOf);
    const both = withAnswer(first, answer([4, 5]), phoneOf);
    expect(both).toEqual({ created: [2, 3, 5], refused: [], present: [4], before: [] });
  });
});
