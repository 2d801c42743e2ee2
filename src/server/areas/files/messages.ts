// The errMsg texts of a refused upload, in English (the server's language), from the same rule
// texts the console translates (locales/{lang}/rules.json, keys rule.upload* and rule.crop*).
import { formatRuleMessage } from '../../../common/rules';
import type { RuleMessage } from '../../../common/rules';
import enRules from '../../../../locales/en/rules.json';

export type UploadMessageKey =
  | 'imageMin512'
  | 'imageMinWidth800'
  | 'imageMin150'
  | 'imageMinHeight200'
  | 'uploadNotImage'
  | 'uploadTooManyPixels'
  | 'uploadTooLarge'
  | 'uploadDamaged'
  | 'uploadInterrupted'
  | 'uploadFailed'
  | 'cropOutside'
  | 'cropTooSmall'
  | 'cropNotImage';

export const uploadMessage = (key: UploadMessageKey, values?: RuleMessage['values']): string =>
  formatRuleMessage(values ? { key: `rule.${key}`, values } : { key: `rule.${key}` }, enRules);

/** A refusal of the file itself: its message becomes the record's errMsg. */
export class UploadRefused extends Error {
  constructor(key: UploadMessageKey, values?: RuleMessage['values']) {
    super(uploadMessage(key, values));
    this.name = 'UploadRefused';
  }
}
