import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { writeAcknowledged, writeRefused } from '../../../../client/queue';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import type { AppStore } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { EditLayout } from '../../edit/screens';
import { CheckInScreen } from './CheckInScreen';

const EVENT_ID = 'event-1';
const ANNA = '0190a0a0-0000-7000-8000-000000000001';
const BORIS = '0190a0a0-0000-7000-8000-000000000002';
const codeOf = (clientId: string) => `${clientId}.c2lnbmF0dXJl`;
// 10:05 and 10:20 local time on some day: the screen shows local hours and minutes.
const AT_1005 = new Date(2026, 10, 24, 10, 5).getTime() / 1000;
const AT_1020 = new Date(2026, 10, 24, 10, 20).getTime() / 1000;

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [{ path: 'check-in', element: <CheckInScreen /> }],
  },
];

function checkedIn(
  store: AppStore,
  clientId: string,
  firstName: string,
  checkedInAt: number,
  doorCode = '',
) {
  deliver(store, LIVE_TARGETS.checkIns.path({ eventId: EVENT_ID }), [
    [
      clientId,
      {
        case: 'participant',
        value: { clientId, eventId: EVENT_ID, firstName, checkedInAt, doorCode },
      },
    ],
  ]);
}

function setUp(qrIsVisible = true) {
  const { store } = makeStore(preloaded([eventDoc({ qrIsVisible })]), { readOnly: true });
  return renderRoutes(routes, '/edit/conf/check-in', { store });
}

const pendingCodes = (store: AppStore) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);
const results = () =>
  within(screen.getByRole('list', { name: 'Отметки' })).queryAllByRole('listitem');
const SUSPENDED = 'The participant is suspended.';
const ALREADY = 'The participant is already checked in.';
/** The queued writes' ids, two at least (the tests queue one or two). */
function writesOf(store: AppStore) {
  const [first, second] = store.getState().queue.pending.map(({ uid, mutationId }) => ({
    uid,
    mutationId,
  }));
  if (!first) throw new Error('nothing queued');
  return [first, second ?? first] as const;
}
const count = () => screen.getByTestId('check-in-count').textContent;

async function typeCode(user: ReturnType<typeof setUp>['user'], code: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Код участника' }), code);
  await user.click(screen.getByRole('button', { name: 'Отметить' }));
}

describe('check-in screen', () => {
  it('queues a typed code, then shows who came in and counts them', async () => {
    const { store, user } = setUp();
    act(() => checkedIn(store, BORIS, 'Борис', AT_1005));
    expect(await screen.findByText('Отмечено участников: 1')).toBeTruthy();
    await typeCode(user, ` ${codeOf(ANNA)} `);
    expect(pendingCodes(store)).toEqual([['checkIn', { eventId: EVENT_ID, code: codeOf(ANNA) }]]);
    // Queued and not answered: counted already, and said to be on its way.
    expect(count()).toContain('Отмечено участников: 2');
    expect(results()[0]?.textContent).toMatch(/Отправляем отметку|Нет сети/);
    const [{ uid, mutationId }] = writesOf(store);
    act(() => {
      store.dispatch(writeAcknowledged({ uid, mutationId, changeSeq: 5 }));
      checkedIn(store, ANNA, 'Анна', AT_1020);
    });
    expect(results()[0]?.textContent).toBe('Участник отмечен: АннаОтмечен в 10:20');
    expect(count()).toBe('Отмечено участников: 2');
  });

  it('says at once, without a call, that a known participant already came in, and when', async () => {
    const { store, user } = setUp();
    act(() => checkedIn(store, BORIS, 'Борис', AT_1005));
    await typeCode(user, codeOf(BORIS));
    expect(pendingCodes(store)).toEqual([]);
    expect(results()[0]?.textContent).toBe('Уже отмечен: БорисУчастник уже прошёл в 10:05.');
  });

  it('shows the server refusals on the scan and takes them off the failed list', async () => {
    const { store, user } = setUp();
    await typeCode(user, codeOf(ANNA));
    await typeCode(user, codeOf(BORIS));
    const [anna, boris] = writesOf(store);
    act(() => {
      store.dispatch(writeRefused({ ...anna, error: { code: 9, message: SUSPENDED } }));
      store.dispatch(writeRefused({ ...boris, error: { code: 6, message: ALREADY } }));
    });
    await waitFor(() => expect(store.getState().queue.failed).toEqual([]));
    expect(results().map((r) => r.textContent)).toEqual([
      'Уже отмечен: участникУчастник уже прошёл.',
      'Участник заблокирован: вход не разрешён.',
    ]);
    // The time comes with the live check-in; the refusals are not counted.
    act(() => checkedIn(store, BORIS, 'Борис', AT_1005));
    expect(results()[0]?.textContent).toBe('Уже отмечен: БорисУчастник уже прошёл в 10:05.');
    expect(count()).toBe('Отмечено участников: 1');
  });

  it('takes the short door code typed in any case and grouping, and knows it once checked in', async () => {
    const { store, user } = setUp();
    await typeCode(user, 'k7m-p3q x9r');
    expect(pendingCodes(store)).toEqual([['checkIn', { eventId: EVENT_ID, code: 'K7MP3QX9R' }]]);
    expect(count()).toContain('Отмечено участников: 1');
    const [{ uid, mutationId }] = writesOf(store);
    act(() => {
      store.dispatch(writeAcknowledged({ uid, mutationId, changeSeq: 5 }));
      checkedIn(store, ANNA, 'Анна', AT_1020, 'K7MP3QX9R');
    });
    expect(results()[0]?.textContent).toBe('Участник отмечен: АннаОтмечен в 10:20');
    expect(count()).toBe('Отмечено участников: 1');
    await typeCode(user, 'K7MP3QX9R');
    expect(pendingCodes(store)).toEqual([]);
    expect(results()[0]?.textContent).toBe('Уже отмечен: АннаУчастник уже прошёл в 10:20.');
    // Look-alike letters are no door code.
    await typeCode(user, 'K7MP3QX9O');
    expect(screen.getByText(/Это не код участника/)).toBeTruthy();
  });

  it('refuses an empty or malformed code on the field, and warns when QR codes are off', async () => {
    const { store, user } = setUp(false);
    expect(await screen.findByText(/QR-коды выключены/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Отметить' }));
    const field = screen.getByRole('textbox', { name: 'Код участника' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Введите код участника.')).toBeTruthy();
    await typeCode(user, 'not-a-code');
    expect(screen.getByText(/Это не код участника/)).toBeTruthy();
    expect(pendingCodes(store)).toEqual([]);
  });
});
