import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/console/renderWithProviders';
import { useRefusalText } from './serverRefusal';

function Shown({ message }: { message: string }) {
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
        'Место используется в 21 мероприятии и 5 новостях: сначала перенесите их в другое место.',
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
});
