// An update that carries only what its screen changed (ARCHITECTURE §2, conflicts): the console
// names the changed fields of an Update* request in its `updateMask` (AIP-134: the proto field
// names, snake_case), and the server writes only those; the others keep what they hold now.

export interface UpdateMask {
  paths?: string[];
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (path: string) => path.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The mask of these request fields (camelCase, as the generated code names them). */
export const updateMaskOf = (fields: readonly string[]): Required<UpdateMask> => ({
  paths: fields.map(snake),
});

/**
 * The request fields a mask names (camelCase); null: no mask, every field is written. An empty
 * mask (present, no paths) writes nothing: the screen changed none of these fields.
 */
export function maskedFields(mask: UpdateMask | undefined): Set<string> | null {
  return mask === undefined ? null : new Set((mask.paths ?? []).map(camel));
}

/** Two field values are the same (by value: lists and objects compare as their JSON). */
export const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
const same = sameValue;

/**
 * An update's arguments with the values its screen showed (`shown`, the editable fields): the
 * update sends only the fields that differ (changedRequest), so that what another client wrote
 * to the others meanwhile stays.
 */
export type Shown<A> = A & { shown: Partial<A> };

/**
 * The update request of `after`, masked to the fields in which it differs from `before` (the
 * request the screen's shown values make). A field absent from one side counts as changed when
 * the other has it.
 */
export function changedRequest<R extends object>(
  before: R,
  after: R,
): R & { updateMask: Required<UpdateMask> } {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changed = keys.filter((key) => key !== 'updateMask' && !same(b[key], a[key]));
  return { ...after, updateMask: updateMaskOf(changed) };
}

/** `{ [key]: after[key] }` when that field differs from `before`, else nothing. */
export function changedPart<V extends object, K extends keyof V>(
  before: V,
  after: V,
  key: K,
): Partial<Pick<V, K>> {
  return same(before[key], after[key]) ? {} : ({ [key]: after[key] } as Partial<Pick<V, K>>);
}

/**
 * `values`, kept to the fields a mask names (all of them without one). `fieldOf` names the
 * request field a value comes from where the two names differ (a document's `timetableStartAt`
 * is the request's `startAt`).
 */
export function pickMasked<V extends object>(
  values: V,
  mask: UpdateMask | undefined,
  fieldOf: Readonly<Record<string, string>> = {},
): Partial<V> {
  const fields = maskedFields(mask);
  if (fields === null) return values;
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => fields.has(fieldOf[key] ?? key)),
  ) as Partial<V>;
}
