// The banner of an unverified address: a mail the outbox gave up shows on the account's live
// document, and the banner says so, in both locales, with the action that asks for a new one.
import { act, screen } from '@testing-library/react';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderWithProviders } from '../../../../../test/console/renderWithProviders';
import { EmailVerificationBanner } from './EmailVerificationBanner';

const user = {
  uid: 'u1',
  email: 'org@example.org',
  emailVerified: false,
  displayName: '',
  role: 1,
};
const session = {
  status: 'signedIn' as const,
  user,
  idToken: 't',
  refreshToken: 'r',
  expiresAt: 0,
};

function renderWith(lastMailFailed: boolean, locale: 'ru' | 'en') {
  const { store } = renderWithProviders(<EmailVerificationBanner />, {
    preloadedState: { session },
    locale,
  });
  act(() =>
    deliver(store, LIVE_TARGETS.organisation.path({ uid: user.uid }), [
      [
        user.uid,
        {
          case: 'organisation',
          value: { id: user.uid, email: user.email, emailVerified: false, lastMailFailed },
        },
      ],
    ]),
  );
}

it('says nothing of delivery while the last mail is not given up', async () => {
  renderWith(false, 'ru');
  expect(await screen.findByText('Адрес электронной почты не подтвержден.')).toBeTruthy();
  expect(screen.queryByText(/не удалось доставить/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Получить ссылку' })).toBeTruthy();
});

it('tells that the verification mail could not be delivered, and offers to ask again', async () => {
  renderWith(true, 'ru');
  expect(
    await screen.findByText(
      'Письмо со ссылкой на org@example.org не удалось доставить. Проверьте адрес или получите ссылку ещё раз.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Получить ссылку ещё раз' })).toBeTruthy();
});

it('says it in English too', async () => {
  renderWith(true, 'en');
  expect(
    await screen.findByText(
      'The mail with the link to org@example.org could not be delivered. Check the address, or get the link again.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Get the link again' })).toBeTruthy();
});
