// The server's side of an update mask (common/updateMask.ts, AIP-134): the columns a masked
// update writes, and the request its rules are checked on.
import { maskedFields, pickMasked } from '../../common/updateMask';
import type { UpdateMask } from '../../common/updateMask';
import { invalidArgument } from './errors';

/**
 * The columns an update's mask lets through (all of them without one); a mask naming a field
 * the update has not is refused on `updateMask`. `fieldOf` names the request field of a column
 * where the two names differ (a section's `numSort` is the request's `sortNum`); several
 * columns may come from one field (an attachment's `content`).
 */
export function maskedValues<V extends object>(
  values: V,
  mask: UpdateMask | undefined,
  fieldOf: Readonly<Record<string, string>> = {},
): Partial<V> {
  const fields = maskedFields(mask);
  const known = new Set(Object.keys(values).map((key) => fieldOf[key] ?? key));
  const unknown = [...(fields ?? [])].find((field) => !known.has(field));
  if (unknown !== undefined) {
    throw invalidArgument('updateMask', `${unknown} is not a field of this update.`);
  }
  return pickMasked(values, mask, fieldOf);
}

/**
 * The request with the stored value in place of each field its mask does not name, so that a
 * rule across fields (a field's variants and its type) is checked on what the row will hold.
 */
export function withStored<R extends object>(
  req: R & { updateMask?: UpdateMask },
  stored: Partial<R>,
): R {
  const fields = maskedFields(req.updateMask);
  if (fields === null) return req;
  const kept = Object.entries(stored).filter(([key]) => !fields.has(key));
  return { ...req, ...Object.fromEntries(kept) };
}
