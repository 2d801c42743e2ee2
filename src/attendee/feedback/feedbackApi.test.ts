import { accessOf, grantAccess } from '../registration/access';
import { sendFeedback } from './feedbackApi';

const body = { id: '0190a7c4-0000-7000-8000-000000000001', answers: [] };

/** The server's answer to a send; the requests' authorization headers are kept. */
function answering(status: number) {
  const sent: (string | null)[] = [];
  global.fetch = (async (_url: string, init: RequestInit) => {
    sent.push(new Headers(init.headers).get('authorization'));
    return new Response(null, { status });
  }) as typeof fetch;
  return sent;
}

describe('sending feedback to an event that asks for registration', () => {
  const realFetch = global.fetch;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("sends the attendee's access token, and none to an open event", async () => {
    grantAccess('conf', 'the-token');
    const sent = answering(204);
    expect(await sendFeedback('conf', 'feedback_a', body, true)).toBe('sent');
    expect(await sendFeedback('conf', 'feedback_a', body, false)).toBe('sent');
    expect(sent).toEqual(['Bearer the-token', null]);
  });

  it('drops a refused token, so the registration shows in the form’s place', async () => {
    grantAccess('conf', 'stale-token');
    answering(401);
    expect(await sendFeedback('conf', 'feedback_a', body, true)).toBe('unregistered');
    expect(accessOf('conf')).toBe('unregistered');
  });

  it('marks a suspended participant as such', async () => {
    grantAccess('conf', 'the-token');
    answering(403);
    expect(await sendFeedback('conf', 'feedback_a', body, true)).toBe('suspended');
    expect(accessOf('conf')).toBe('suspended');
  });
});
