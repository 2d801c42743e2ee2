import { PHONE_PATTERN } from '../../common/forms';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('writes typed digits into the mask the rule accepts', () => {
    expect(formatPhone('79991234567')).toBe('7(999) 123-45-67');
    expect(formatPhone('+7 999 123 45 67')).toBe('+7(999) 123-45-67');
    expect(PHONE_PATTERN.test(formatPhone('+7 (999) 123-45-67 ext 9'))).toBe(true);
  });

  it('leaves a partial number partial, so the rule still refuses it', () => {
    expect(formatPhone('7999')).toBe('7(999');
    expect(PHONE_PATTERN.test(formatPhone('7999'))).toBe(false);
    expect(formatPhone('')).toBe('');
  });
});
