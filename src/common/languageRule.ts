// The event language rule, kept apart from rules.ts: its ISO 639-1 table is needed by the server
// only, and rules.ts is on every console route, the sign-in page included (issue 14, item 7).
import iso6391 from 'iso-639-1';
import { string } from 'yup';
import { msg, required } from './rules';

export const languageRule = string()
  .required(required('language'))
  .test('iso639', msg('rule.oneOf', { label: 'language', values: 'ISO 639-1' }), (v) =>
    v === undefined ? true : iso6391.validate(v),
  );
