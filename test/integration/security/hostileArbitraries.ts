// Requests of any call, generated from its proto descriptor with hostile values: very long
// strings, NUL, lone surrogates, markup and SQL, ids of nothing or of someone else, extreme and
// non-finite numbers, enum values outside the enum, deep and repeated nesting. A string may also
// be a marker that the sender swaps for bytes that are not UTF-8 (INVALID_UTF8_MARKER).
import fc from 'fast-check';
import { ScalarType, create } from '@bufbuild/protobuf';
import type { DescField, DescMessage, Message } from '@bufbuild/protobuf';

/** Three bytes no generated string holds; the sender replaces them with invalid UTF-8. */
export const INVALID_UTF8_MARKER = '\u0007\u0007\u0007';
export const INVALID_UTF8_BYTES = [0xc3, 0x28, 0xff];

/** Ids the generators use besides random ones: the caller's own, so calls get past the door. */
export interface KnownIds {
  eventId: string;
  otherOrganisersEventId: string;
}

const MAX_DEPTH = 3;

function stringArb(known: KnownIds, name: string): fc.Arbitrary<string> {
  // Mostly the caller's own event where an event id goes, so that calls reach their writes.
  if (/^eventId$/i.test(name)) {
    return fc.oneof({ arbitrary: fc.constant(known.eventId), weight: 3 }, hostileString(known));
  }
  return hostileString(known);
}

function hostileString(known: KnownIds): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: 12 }).map((s) => `${s}\0${s}`), weight: 2 },
    { arbitrary: fc.string({ maxLength: 12 }).map((s) => `${s}${INVALID_UTF8_MARKER}`), weight: 1 },
    fc.constantFrom(
      '',
      known.eventId,
      known.otherOrganisersEventId,
      'x'.repeat(10_000),
      'a\0b',
      '\ud800',
      '\u202e\u2066',
      '<script>alert(1)</script>',
      '<p style="position:fixed;background:url(https://e.example/b)">x</p>',
      "' OR 1=1 --",
      '../../etc/passwd',
      'javascript:alert(1)',
      INVALID_UTF8_MARKER,
      '00000000-0000-0000-0000-000000000000',
    ),
    fc.uuid(),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
}

function scalarArb(type: ScalarType, known: KnownIds, name = ''): fc.Arbitrary<unknown> {
  switch (type) {
    case ScalarType.STRING:
      return stringArb(known, name);
    case ScalarType.BYTES:
      return fc.uint8Array({ maxLength: 64 });
    case ScalarType.BOOL:
      return fc.boolean();
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      return fc.oneof(fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)), fc.integer());
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return fc.oneof(fc.constantFrom(0, 2 ** 32 - 1), fc.nat());
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return fc.oneof(
        fc.constantFrom(0n, -1n, 2n ** 63n - 1n, -(2n ** 63n)),
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
      );
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return fc.oneof(
        fc.constantFrom(0n, 2n ** 64n - 1n),
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
      );
    case ScalarType.FLOAT:
    case ScalarType.DOUBLE:
      return fc.oneof(fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -0), fc.double());
  }
}

function enumArb(values: readonly number[]): fc.Arbitrary<number> {
  return fc.oneof(fc.constantFrom(...values), fc.constantFrom(-1, 999, 2 ** 31 - 1));
}

function fieldArb(field: DescField, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  switch (field.fieldKind) {
    case 'scalar':
      return scalarArb(field.scalar, known, field.localName);
    case 'enum':
      return enumArb(field.enum.values.map((v) => v.number));
    case 'message':
      return initArb(field.message, known, depth + 1);
    case 'list': {
      const item =
        field.listKind === 'scalar'
          ? scalarArb(field.scalar, known)
          : field.listKind === 'enum'
            ? enumArb(field.enum.values.map((v) => v.number))
            : initArb(field.message, known, depth + 1);
      return fc.array(item, { maxLength: depth < MAX_DEPTH ? 3 : 0 });
    }
    case 'map': {
      const value =
        field.mapKind === 'scalar'
          ? scalarArb(field.scalar, known)
          : field.mapKind === 'enum'
            ? enumArb(field.enum.values.map((v) => v.number))
            : initArb(field.message, known, depth + 1);
      // Keys as strings: protobuf-es takes numeric and boolean keys in their string form.
      return fc.dictionary(fc.string({ maxLength: 12 }), value, {
        maxKeys: depth < MAX_DEPTH ? 3 : 0,
      });
    }
  }
}

/** An init object of a message: any subset of its fields, one member of each oneof. */
function initArb(desc: DescMessage, known: KnownIds, depth: number): fc.Arbitrary<object> {
  if (depth > MAX_DEPTH) return fc.constant({});
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of desc.fields) {
    if (field.oneof === undefined) parts[field.localName] = fieldArb(field, known, depth);
  }
  for (const oneof of desc.oneofs) {
    parts[oneof.localName] = fc.oneof(
      ...oneof.fields.map((member) =>
        fieldArb(member, known, depth).map((value) => ({ case: member.localName, value })),
      ),
    );
  }
  return fc.record(parts, { requiredKeys: [] });
}

/** Messages of one request type, with hostile values in any of their fields. */
export function requestArb(desc: DescMessage, known: KnownIds): fc.Arbitrary<Message> {
  // `never`: the init shape of a message known only at run time cannot be typed statically.
  return initArb(desc, known, 0).map((init) => create(desc, init as never));
}
