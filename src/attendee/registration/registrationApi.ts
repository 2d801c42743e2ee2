// The app's side of the registration endpoints (src/common/publicRegistration.ts): ask for a
// code, trade it for the access token (kept on the device), and read one's own access.
import { registrationConfirmPath, registrationStartPath } from '../../common/publicRegistration';
import type {
  AttendeeAccess,
  RegistrationGranted,
  RegistrationRefusal,
  RegistrationStart,
  RegistrationStarted,
} from '../../common/publicRegistration';
import { checkAccess, grantAccess, keptAccess } from './access';

type Problem = 'offline' | 'limited' | 'smsFailed' | 'unavailable';

export type StartResult =
  | { ok: true; requestId: string }
  | { ok: false; problem: Problem | 'invalid'; fieldId?: string };

export type ConfirmResult =
  | { ok: true }
  | { ok: false; problem: Problem | RegistrationRefusal['reason']; attemptsLeft?: number };

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function problemOf(status: number): Problem {
  if (status === 429) return 'limited';
  if (status === 404) return 'unavailable';
  return 'smsFailed';
}

export async function askForCode(eventKey: string, body: RegistrationStart): Promise<StartResult> {
  try {
    const res = await post(registrationStartPath(eventKey), body);
    if (res.status === 202) {
      return { ok: true, requestId: ((await res.json()) as RegistrationStarted).requestId };
    }
    if (res.status !== 400) return { ok: false, problem: problemOf(res.status) };
    const refusal = (await res.json()) as RegistrationRefusal;
    return { ok: false, problem: 'invalid', fieldId: refusal.fieldId };
  } catch {
    return { ok: false, problem: 'offline' };
  }
}

export async function confirmCode(
  eventKey: string,
  requestId: string,
  code: string,
): Promise<ConfirmResult> {
  try {
    const res = await post(registrationConfirmPath(eventKey), { requestId, code });
    if (res.ok) {
      grantAccess(eventKey, ((await res.json()) as RegistrationGranted).token);
      return { ok: true };
    }
    if (res.status !== 400 && res.status !== 403)
      return { ok: false, problem: problemOf(res.status) };
    const refusal = (await res.json()) as RegistrationRefusal;
    return { ok: false, problem: refusal.reason, attemptsLeft: refusal.attemptsLeft };
  } catch {
    return { ok: false, problem: 'offline' };
  }
}

/**
 * The participant's own access, or null when the server said no. Offline (a venue's network
 * at the door), the last answer kept on the device, so the ticket still shows.
 */
export async function myAccess(eventKey: string): Promise<AttendeeAccess | null> {
  const res = await checkAccess(eventKey);
  return !res || res.ok ? keptAccess(eventKey) : null;
}
