import { v7 as uuidv7 } from 'uuid';
import { uuidRule } from '../../common/rules';
import { validate } from '../rpc/errors';

/** A client-generated id of a new row (ARCHITECTURE §2), or a fresh one for callers that send none. */
export function newId(value: string, field: string): string {
  return value ? validate(uuidRule(field), value, field) : uuidv7();
}
