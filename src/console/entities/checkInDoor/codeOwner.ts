// Who a typed or scanned code names, as far as the door can tell before the server answers: a
// signed code carries the client id; a short door code is found on the checked-in participants'
// documents (so a repeat of it says "already" at once, offline too).
import type { Participant } from '../../../../generated/manager/model_pb';
import { clientIdOfCode, doorCodeOf } from '../../../common/checkIn';

/** The code as the door sends it: a door code in its plain form, a signed code trimmed. */
export function doorTextOf(text: string): string | null {
  const code = text.trim();
  return doorCodeOf(code) ?? (clientIdOfCode(code) === null ? null : code);
}

/** The checked-in participant the code names, if the door knows them. */
export function checkedInOwnerOf(
  checkedIn: ReadonlyMap<string, Participant>,
  code: string,
): Participant | undefined {
  const doorCode = doorCodeOf(code);
  if (doorCode === null) return checkedIn.get(clientIdOfCode(code) ?? '');
  for (const p of checkedIn.values()) if (p.doorCode === doorCode) return p;
  return undefined;
}
