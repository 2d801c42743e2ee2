// Drives the attendee app's registration over real HTTP: start with answers or a phone, read
// the code from the server's SMS outbox, confirm it, and read one's own access.
import {
  registrationConfirmPath,
  registrationMePath,
  registrationStartPath,
} from '../../../src/common/publicRegistration';
import type { RegistrationStart } from '../../../src/common/publicRegistration';
import { nextSmsCode, smsCodes } from '../../support/smsOutbox';
import type { TestServer } from './harness';

let phones = 0;
/** A phone nobody has used in this run, in the forms' mask. */
export const newPhone = () => {
  phones += 1;
  const n = String(phones).padStart(4, '0');
  return `+7(9${String(process.pid % 100).padStart(2, '0')}) 555-${n.slice(0, 2)}-${n.slice(2)}`;
};

export function registrationClient(server: () => TestServer) {
  const post = (path: string, body: unknown) =>
    fetch(`${server().baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const start = (key: string, body: RegistrationStart | unknown) =>
    post(registrationStartPath(key), body);
  const confirm = (key: string, requestId: string, code: string) =>
    post(registrationConfirmPath(key), { requestId, code });
  const me = (key: string, token: string) =>
    fetch(`${server().baseUrl}${registrationMePath(key)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  /** Starts and returns the request id with the code the SMS carried. */
  const codeFor = async (key: string, phone: string, body: unknown) => {
    const before = (await smsCodes(server().dataDir, phone)).length;
    const res = await start(key, body);
    if (res.status !== 202) throw new Error(`start: ${res.status} ${await res.text()}`);
    const { requestId } = (await res.json()) as { requestId: string };
    return { requestId, code: await nextSmsCode(server().dataDir, phone, before) };
  };
  /** Registers (or signs in) all the way and returns the token and the client id. */
  const register = async (key: string, phone: string, body: unknown) => {
    const { requestId, code } = await codeFor(key, phone, body);
    const res = await confirm(key, requestId, code);
    if (res.status !== 200) throw new Error(`confirm: ${res.status} ${await res.text()}`);
    return (await res.json()) as { token: string; clientId: string };
  };
  return { start, confirm, me, codeFor, register };
}
