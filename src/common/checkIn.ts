// The refusals of manager.Participants.CheckIn, spelled once: the server answers with them and
// the console's check-in screen tells the organiser, in their language, which one it was.
export const CHECK_IN_MESSAGES = {
  badCode: 'not a check-in code of this event.',
  qrOff: 'QR codes are off for this event.',
  suspended: 'The participant is suspended.',
  already: 'The participant is already checked in.',
} as const;

/**
 * The participant a check-in code names (its part before the signature), or null when the
 * text is no code. Only the server can tell a real code from a forged one.
 */
export function clientIdOfCode(code: string): string | null {
  const parts = code.trim().split('.');
  return parts.length === 2 && parts[0] !== '' ? (parts[0] ?? null) : null;
}

/**
 * The short door code a participant can read out or type (issue 29): nine characters of an
 * alphabet without the look-alikes 0/O, 1/I/L, kept per participant by the server (the
 * database makes it, see migration 0013) and checked by CheckIn like the signed code.
 */
export const DOOR_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DOOR_CODE_LENGTH = 9;
const DOOR_CODE_PATTERN = new RegExp(`^[${DOOR_CODE_ALPHABET}]{${DOOR_CODE_LENGTH}}$`);

/** The door code a typed text holds (any case, spaces and dashes allowed), or null. */
export function doorCodeOf(text: string): string | null {
  if (text.length > 40) return null;
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return DOOR_CODE_PATTERN.test(code) ? code : null;
}

/** The door code as shown, in groups of three: 'K7M-P3Q-X9R'. */
export const formatDoorCode = (code: string) => code.match(/.{1,3}/g)?.join('-') ?? code;
