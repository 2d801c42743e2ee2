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
