import { EVENT_KEY_PATTERN } from './rules';
import { keyFromTitle, keyVariant } from './eventKey';

describe('event keys from titles', () => {
  it('transliterates Russian and keeps [a-z0-9-]', () => {
    expect(keyFromTitle('Летняя школа 2026')).toBe('letnyaya-shkola-2026');
    expect(keyFromTitle('Tech Days: Berlin!')).toBe('tech-days-berlin');
    expect(keyFromTitle('Щука и ёж')).toBe('schuka-i-ezh');
  });

  it('always yields a valid key, however odd the title', () => {
    for (const title of [
      '',
      'A',
      '!!!',
      '日本語のイベント',
      'x'.repeat(100),
      '-- a --',
      'Очень длинное название мероприятия',
    ]) {
      const key = keyFromTitle(title);
      expect(key).toMatch(EVENT_KEY_PATTERN);
      expect(key.endsWith('-')).toBe(false);
    }
  });

  it('numbers alternatives within 20 characters', () => {
    expect(keyVariant('conf', 2)).toBe('conf-2');
    const long = keyVariant('a'.repeat(20), 12);
    expect(long).toBe(`${'a'.repeat(17)}-12`);
    expect(long).toMatch(EVENT_KEY_PATTERN);
  });
});
