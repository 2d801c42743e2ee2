// One check for every call: a NUL character in any string of a request (free text, keys, ids,
// map keys and values, nested messages) is refused as INVALID_ARGUMENT naming the top-level
// field. PostgreSQL cannot store NUL in text, so without this it surfaced as INTERNAL.
import type { DescField, DescMessage, Message } from '@bufbuild/protobuf';
import { isReflectMessage, reflect } from '@bufbuild/protobuf/reflect';
import type { ReflectMessage } from '@bufbuild/protobuf/reflect';
import { invalidArgument } from './errors';
import type { RequestCheck } from './requestChecks';

const NUL_MESSAGE = 'must not contain the NUL character.';

const hasNul = (value: unknown): boolean => typeof value === 'string' && value.includes('\0');

/** Whether any string in one field of a reflected message (at any depth) holds a NUL. */
function fieldHasNul(message: ReflectMessage, field: DescField): boolean {
  if (!message.isSet(field)) return false;
  const holds = (value: unknown): boolean =>
    hasNul(value) || (isReflectMessage(value) && containsNul(value));
  switch (field.fieldKind) {
    case 'scalar':
      return hasNul(message.get(field));
    case 'message':
      return containsNul(message.get(field));
    case 'list':
      return [...message.get(field)].some(holds);
    case 'map':
      return [...message.get(field)].some(([key, value]) => hasNul(key) || holds(value));
    case 'enum':
      return false;
  }
}

function containsNul(message: ReflectMessage): boolean {
  return message.fields.some((field) => fieldHasNul(message, field));
}

/** The name of the first top-level field that holds a NUL somewhere, or null. */
export function fieldWithNul(schema: DescMessage, message: Message): string | null {
  const top = reflect(schema, message);
  return top.fields.find((field) => fieldHasNul(top, field))?.localName ?? null;
}

/** The check as a request check (rpc/requestChecks.ts): alone and inside a batch alike. */
export const refuseNulText: RequestCheck = (method, message) => {
  const field = fieldWithNul(method.input, message);
  if (field !== null) throw invalidArgument(field, NUL_MESSAGE);
};
