import { ValidationError } from 'yup';
import enRules from '../../locales/en/rules.json';
import ruRules from '../../locales/ru/rules.json';
import {
  timeZoneRule,
  colorRule,
  confirmPasswordSchema,
  credentialsSchema,
  domainRule,
  eventKeyRule,
  firstRuleError,
  formatRuleMessage,
  httpUrlRule,
  idRule,
} from './rules';
import type { RuleTexts } from './rules';
import { languageRule } from './languageRule';

/** The message a value gets from a rule, in one locale; null when it passes. */
function messageOf(
  schema: { validateSync(v: unknown): unknown },
  value: unknown,
  texts: RuleTexts = enRules,
) {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return formatRuleMessage(firstRuleError(error).message, texts);
  }
}

describe('shared rules (spec/console.md §5)', () => {
  it('checks e-mails in the spec order: required, @, shape', () => {
    expect(messageOf(credentialsSchema, { email: '', password: 'password1' })).toBe(
      'E-mail is required.',
    );
    expect(
      messageOf(credentialsSchema, { email: 'no-at.example.com', password: 'password1' }),
    ).toBe('E-mail must contain "@".');
    for (const bad of ['a@b', 'a@@b.c', 'a@b@c.d', 'a b@c.d']) {
      expect(messageOf(credentialsSchema, { email: bad, password: 'password1' })).toBe(
        'Must be valid e-mail.',
      );
    }
    expect(
      messageOf(credentialsSchema, { email: ' someone@example.com ', password: 'password1' }),
    ).toBeNull();
  });

  it('wants passwords of at least 8 characters, confirmed equal', () => {
    expect(messageOf(credentialsSchema, { email: 'a@b.c', password: '' })).toBe(
      'Password is required.',
    );
    expect(messageOf(credentialsSchema, { email: 'a@b.c', password: '1234567' })).toBe(
      'Minimum number of characters allowed: 8.',
    );
    expect(
      messageOf(confirmPasswordSchema, { newPassword: '12345678', confirmNewPassword: '12345679' }),
    ).toBe('Passwords not match.');
    expect(
      messageOf(
        confirmPasswordSchema,
        { newPassword: '12345678', confirmNewPassword: '12345679' },
        ruRules,
      ),
    ).toBe('Пароли не совпадают.');
    expect(
      messageOf(confirmPasswordSchema, { newPassword: '12345678', confirmNewPassword: '12345678' }),
    ).toBeNull();
  });

  it('holds event keys to 3–20 of [a-zA-Z0-9_-]', () => {
    expect(messageOf(eventKeyRule, '')).toBe('Event Alias is required.');
    expect(messageOf(eventKeyRule, '', ruRules)).toBe('Заполните поле "Ключ мероприятия".');
    for (const bad of ['ab', 'a'.repeat(21), 'with space', 'ключ', 'dot.ted']) {
      expect(messageOf(eventKeyRule, bad)).toBe('Invalid key (min 3, max 20, [a-zA-Z0-9_-]).');
    }
    for (const good of ['abc', 'A_b-9', 'a'.repeat(20)])
      expect(messageOf(eventKeyRule, good)).toBeNull();
  });

  it('allows letters, digits, _ . - in domains and 6–20 characters in ids', () => {
    expect(messageOf(domainRule, 'app.example.com')).toBeNull();
    expect(messageOf(domainRule, '')).toBeNull();
    expect(messageOf(domainRule, 'exa mple.com')).toBe('Enter a valid domain.');
    expect(messageOf(domainRule, 'a/b', ruRules)).toBe('Введите корректный домен.');
    for (const bad of [
      'localhost',
      'ex..ample.com',
      '-a.example.com',
      'a-.example.com',
      '10.0.0.1',
    ]) {
      expect(`${bad}: ${messageOf(domainRule, bad)}`).toBe(`${bad}: Enter a valid domain.`);
    }
    expect(messageOf(domainRule, `${'a'.repeat(64)}.example.com`)).toBe('Enter a valid domain.');
    expect(messageOf(domainRule, '_dmarc.my-event.example.org')).toBeNull();
    expect(messageOf(idRule, 'abcde')).toBe('Enter a valid id (min 6, max 20, [a-zA-Z0-9_-]).');
    expect(messageOf(idRule, 'abcdef')).toBeNull();
  });

  it('accepts hex and rgba() colours and ISO 639-1 languages only', () => {
    for (const good of [
      '#fff',
      '#6398FF',
      '#6398FF80',
      'rgba(1, 2, 3, 0.45)',
      'rgba(255,255,255,1)',
    ]) {
      expect(messageOf(colorRule, good)).toBeNull();
    }
    for (const bad of ['red', '#12345', 'rgb(1,2,3)', 'rgba(1,2,3,0.5); x']) {
      expect(messageOf(colorRule, bad)).toBe('Colour must be a hex or rgba() colour.');
    }
    expect(messageOf(languageRule, 'ru')).toBeNull();
    expect(messageOf(languageRule, 'xx')).toBe('Language must be one of: ISO 639-1.');
  });

  it('accepts only absolute http(s) links of up to 2,000 characters', () => {
    const rule = httpUrlRule('link');
    const long = `https://example.com/${'a'.repeat(2_000 - 20)}`;
    for (const good of ['https://example.com', 'http://example.com/a?b=c#d', long]) {
      expect(messageOf(rule, good)).toBeNull();
    }
    const notHttp = 'Link must be an address starting with http:// or https://.';
    for (const bad of ['example.com', '/about', 'javascript:alert(1)', 'https://a b.com']) {
      expect(messageOf(rule, bad)).toBe(notHttp);
    }
    expect(messageOf(rule, `${long}a`)).toBe('Link must be at most 2000 characters.');
    expect(messageOf(rule, '')).toBe('Link is required.');
  });

  it('accepts IANA time zones the runtime knows, and nothing else', () => {
    for (const good of ['UTC', 'Europe/Moscow', 'America/Argentina/Buenos_Aires', 'Etc/GMT+3']) {
      expect(messageOf(timeZoneRule, good)).toBeNull();
    }
    for (const bad of ['Mars/Olympus', '+03:00', 'Europe/../etc', 'Europe Moscow']) {
      expect(messageOf(timeZoneRule, bad)).toBe(
        'Enter a valid IANA time zone, such as Europe/Moscow.',
      );
    }
    expect(messageOf(timeZoneRule, '')).toBe('Time zone is required.');
  });

  it('has every rule and label in both locales', () => {
    expect(Object.keys(ruRules.rule).sort()).toEqual(Object.keys(enRules.rule).sort());
    expect(Object.keys(ruRules.label).sort()).toEqual(Object.keys(enRules.label).sort());
  });
});
