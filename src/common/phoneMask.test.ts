import { PHONE_PATTERN } from './forms';
import { maskPhone } from './phoneMask';

describe('maskPhone', () => {
  it('writes the mask as digits come', () => {
    expect(maskPhone('8')).toBe('8');
    expect(maskPhone('8912')).toBe('8(912');
    expect(maskPhone('89123456789')).toBe('8(912) 345-67-89');
    expect(PHONE_PATTERN.test(maskPhone('89123456789'))).toBe(true);
  });

  it('keeps a leading plus, drops other characters and extra digits', () => {
    expect(maskPhone('+7 912 345 67 89 00')).toBe('+7(912) 345-67-89');
    expect(PHONE_PATTERN.test(maskPhone('+7 912 345 67 89'))).toBe(true);
    expect(maskPhone('abc')).toBe('');
  });
});
