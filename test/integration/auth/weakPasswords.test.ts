// Weak passwords (NIST SP 800-63B): long enough, but on the common-password list, one character
// repeated, or the account's own address. Refused on sign-up and on reset, naming the field, with
// nothing written; the texts exist in both locales.
import { dbState } from '../support/dbState';
import { mailLinks, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import en from '../../../locales/en/rules.json';
import ru from '../../../locales/ru/rules.json';

const INVALID_ARGUMENT = 3;
const COMMON = 'password: This password is too common: choose one that is harder to guess.';
const IS_EMAIL = 'password: The password must not be your e-mail address.';

describe('weak passwords', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it.each([
    ['password', COMMON],
    ['12345678', COMMON],
    ['Password1', COMMON],
    ['qwertyuiop', COMMON],
    [' '.repeat(8), COMMON],
    ['zzzzzzzzzz', COMMON],
    ['weak.owner@example.com', IS_EMAIL],
    ['Weak.Owner', IS_EMAIL],
  ])('refuses signing up with %j', async (password, message) => {
    const before = await dbState(server);
    const answer = server.clients.users.signUpOrg({ email: 'weak.owner@example.com', password });
    expect(await refusal(answer, INVALID_ARGUMENT)).toBe(message);
    expect(await dbState(server)).toEqual(before);
  });

  it('accepts a password that is only long enough and uncommon', async () => {
    await server.clients.users.signUpOrg({
      email: 'fine@example.com',
      password: 'violet tram 42',
    });
  });

  it('refuses a common password, or the address, as the new one on reset', async () => {
    const email = 'reset.me@example.com';
    await server.clients.users.signUpOrg({ email, password: 'first long phrase' });
    await server.clients.auth.sendPasswordResetEmail({ email });
    const [link] = await mailLinks(server, email);
    const oobCode = link?.searchParams.get('oobCode') ?? '';
    for (const [newPassword, message] of [
      ['iloveyou', COMMON.replace('password:', 'newPassword:')],
      [email.toUpperCase(), IS_EMAIL.replace('password:', 'newPassword:')],
    ]) {
      const answer = server.clients.auth.confirmPasswordReset({ oobCode, newPassword });
      expect(await refusal(answer, INVALID_ARGUMENT)).toBe(message);
    }
    // The code was not spent by the refusals.
    await server.clients.auth.confirmPasswordReset({ oobCode, newPassword: 'second long phrase' });
  });

  it('has the messages in both locales', () => {
    for (const texts of [en, ru]) {
      expect(texts.rule.passwordCommon).toEqual(expect.any(String));
      expect(texts.rule.passwordIsEmail).toEqual(expect.any(String));
    }
    expect(ru.rule.passwordCommon).not.toBe(en.rule.passwordCommon);
  });
});
