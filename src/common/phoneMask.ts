// The phone input mask of spec/content.md §5: '#(###) ###-##-##', or '+#(###) ###-##-##' when
// the value starts with '+'. Digits fill the '#'s; the literals after the last digit wait.
const MASK = '#(###) ###-##-##';

export function maskPhone(input: string): string {
  const plus = input.trimStart().startsWith('+');
  const digits = input.replace(/\D/g, '').slice(0, 11);
  let out = '';
  let next = 0;
  for (const ch of MASK) {
    if (next >= digits.length) break;
    if (ch === '#') {
      out += digits[next];
      next += 1;
    } else out += ch;
  }
  return plus ? `+${out}` : out;
}
