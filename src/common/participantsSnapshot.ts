// The compact snapshot of an event's participants (GET, access-token header): newline-
// delimited JSON, gzip on the wire. The first line is the header; each further line is one
// participant as an array, its answers aligned with the header's fields. A reader then listens
// to LIVE_TARGETS.participants with the header's resumeToken and gets only what changed since.
export const participantsSnapshotPath = (eventId: string): string =>
  `/api/v1/events/${eventId}/participants_snapshot`;

export const PARTICIPANTS_SNAPSHOT_FORMAT = 1;

export interface SnapshotField {
  formId: string;
  fieldId: string;
  fieldType: number;
}

export interface SnapshotHeader {
  format: typeof PARTICIPANTS_SNAPSHOT_FORMAT;
  /** The change sequence the rows reflect: resume the live target from here. */
  resumeToken: string;
  fields: SnapshotField[];
}

/**
 * clientId, firstName, lastName, clientPhone, suspended (0/1), createdAt (epoch s), answers,
 * checkedInAt (epoch s, 0 until the participant is checked in).
 */
export type SnapshotRow = [string, string, string, string, 0 | 1, number, string[], number];

/** A participant read back from a row: answers as the live document has them (formId → list). */
export function participantOfRow(header: SnapshotHeader, row: SnapshotRow) {
  const [clientId, firstName, lastName, clientPhone, suspended, createdAt, values, checkedInAt] =
    row;
  const forms: Record<
    string,
    { fieldResultId: string; fieldId: string; fieldType: number; value: string }[]
  > = {};
  header.fields.forEach((f, i) => {
    const value = values[i] ?? '';
    if (value === '') return;
    (forms[f.formId] ??= []).push({
      fieldResultId: f.fieldId,
      fieldId: f.fieldId,
      fieldType: f.fieldType,
      value,
    });
  });
  return {
    clientId,
    firstName,
    lastName,
    clientPhone,
    clientSuspended: suspended === 1,
    createdAt,
    checkedInAt,
    forms,
  };
}
