// Formats a phone as typed into the mask the forms' rule expects ('+7(999) 123-45-67', the
// '+' optional), so an attendee types digits only. Extra digits are dropped.
const GROUPS: [number, string][] = [
  [1, '('],
  [4, ') '],
  [7, '-'],
  [9, '-'],
];

export function formatPhone(raw: string): string {
  const plus = raw.trimStart().startsWith('+') ? '+' : '';
  const digits = raw.replace(/\D/g, '').slice(0, 11);
  let out = plus;
  for (const [index, digit] of [...digits].entries()) {
    const separator = GROUPS.find(([at]) => at === index)?.[1] ?? '';
    out += separator + digit;
  }
  return out;
}
