// Status errors of the contract, each with its Refusal detail (rpc/refusals.ts). Messages the
// console maps are in src/common/messages.ts.
import { Code, ConnectError } from '@connectrpc/connect';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import { firstRuleError, formatRuleMessage, isRuleMessage } from '../../common/rules';
import { MESSAGES } from '../../common/messages';
import enRules from '../../../locales/en/rules.json';
import { described } from './refusals';
import type { RefusalInit } from './refusals';

export const invalidSession = () =>
  described(new ConnectError(MESSAGES.invalidSession, Code.PermissionDenied));
export const notFound = (message: string = MESSAGES.notFound) =>
  described(new ConnectError(message, Code.NotFound));
/** A refusal of the event's state; `refusal` says it for the console when the message is not a MESSAGES one. */
export const failedPrecondition = (message: string, refusal?: RefusalInit) =>
  described(new ConnectError(message, Code.FailedPrecondition), refusal);
/** A refusal of a field's value; `refusal` is the rule it breaks, for the console to say. */
export const invalidArgument = (field: string, message: string, refusal?: RefusalInit) =>
  described(new ConnectError(`${field}: ${message}`, Code.InvalidArgument), refusal);

/** Validates with a shared rule; a failure is INVALID_ARGUMENT naming the field. */
export function validate<T>(schema: Schema<T>, value: unknown, field = ''): T {
  try {
    return schema.validateSync(value, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { path, message } = firstRuleError(error);
    throw invalidArgument(
      path || field,
      formatRuleMessage(message, enRules),
      isRuleMessage(message) ? message : undefined,
    );
  }
}
