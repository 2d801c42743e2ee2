// Status errors of the contract. Messages the console maps are in src/common/messages.ts.
import { Code, ConnectError } from '@connectrpc/connect';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import { firstRuleError, formatRuleMessage } from '../../common/rules';
import { MESSAGES } from '../../common/messages';
import enRules from '../../../locales/en/rules.json';

export const invalidSession = () =>
  new ConnectError(MESSAGES.invalidSession, Code.PermissionDenied);
export const notFound = (message: string = MESSAGES.notFound) =>
  new ConnectError(message, Code.NotFound);
export const failedPrecondition = (message: string) =>
  new ConnectError(message, Code.FailedPrecondition);
export const invalidArgument = (field: string, message: string) =>
  new ConnectError(`${field}: ${message}`, Code.InvalidArgument);

/** Validates with a shared rule; a failure is INVALID_ARGUMENT naming the field. */
export function validate<T>(schema: Schema<T>, value: unknown, field = ''): T {
  try {
    return schema.validateSync(value, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { path, message } = firstRuleError(error);
    throw invalidArgument(path || field, formatRuleMessage(message, enRules));
  }
}
