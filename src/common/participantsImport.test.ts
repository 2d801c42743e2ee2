import { importRowId, importedPhone, phoneKey } from './participantsImport';

describe('participants import rules', () => {
  it('gives each row of an import its own id, in row order, the same every time', () => {
    const importId = '019ab1c2-3d4e-7f00-8a1b-2c3d4e5f6a7b';
    const ids = [1, 2, 255, 10_000].map((n) => importRowId(importId, n));
    expect(ids[0]).toBe('019ab1c2-3d4e-7f00-8a1b-2c3d00000001');
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    expect(importRowId(importId, 255)).toBe(ids[2]);
  });

  it('compares phones by their digits, 8… and +7… alike', () => {
    expect(phoneKey('+7(999) 123-45-67')).toBe('79991234567');
    expect(phoneKey('8 999 123 45 67')).toBe('79991234567');
    expect(phoneKey('')).toBe('');
  });

  it('writes a spreadsheet phone with the mask and leaves anything else for the rule', () => {
    expect(importedPhone(' +79991234567 ')).toBe('+7(999) 123-45-67');
    expect(importedPhone('8 (999) 123-45-67')).toBe('8(999) 123-45-67');
    expect(importedPhone('12345')).toBe('12345');
    expect(importedPhone('call 89991234567')).toBe('call 89991234567');
  });
});
