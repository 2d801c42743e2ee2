import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/console/renderWithProviders';
import type { CallError } from '../../client/transport';
import { useRefusalText } from './serverRefusal';

function Shown({ message }: { message: string | CallError }) {
  const text = useRefusalText();
  return <p>{text(message)}</p>;
}

describe('a refused location delete, worded', () => {
  it('names what still uses the location, in each language with its plural forms', () => {
    renderWithProviders(<Shown message="Location is used by 21 meetings and 5 posts." />, {
      locale: 'ru',
    });
    expect(
      screen.getByText(
        'Место используется в 21 сессии и 5 новостях: сначала перенесите их в другое место.',
      ),
    ).toBeTruthy();
    cleanup();
    renderWithProviders(<Shown message="Location is used by 1 meeting and 3 posts." />, {
      locale: 'en',
    });
    expect(
      screen.getByText(
        'The location is used by 1 meeting and 3 posts: move them to another location first.',
      ),
    ).toBeTruthy();
  });

  it('keeps a message it does not know as it came', () => {
    renderWithProviders(<Shown message="Something else." />, { locale: 'en' });
    expect(screen.getByText('Something else.')).toBeTruthy();
  });

  it('says what the server says a refusal means, in the interface language', () => {
    const weak: CallError = {
      code: 3,
      message: 'newPassword: This password is too common: choose one that is harder to guess.',
      refusal: { key: 'rule.passwordCommon', values: {}, field: 'newPassword' },
    };
    renderWithProviders(<Shown message={weak} />, { locale: 'ru' });
    expect(
      screen.getByText('Этот пароль слишком распространён: выберите тот, который сложнее угадать.'),
    ).toBeTruthy();
    cleanup();
    const inUse: CallError = {
      code: 9,
      message: 'Location is used by 4 meetings.',
      refusal: { key: 'error.locationInUse', values: { meeting: '4' }, field: '' },
    };
    renderWithProviders(<Shown message={inUse} />, { locale: 'ru' });
    expect(
      screen.getByText('Место используется в 4 сессиях: сначала перенесите их в другое место.'),
    ).toBeTruthy();
    cleanup();
    const rule: CallError = {
      code: 3,
      message: 'title: Name is required.',
      refusal: { key: 'rule.required', values: { label: 'title' }, field: 'title' },
    };
    renderWithProviders(<Shown message={rule} />, { locale: 'ru' });
    expect(screen.getByText('Заполните поле "Название".')).toBeTruthy();
  });
});
