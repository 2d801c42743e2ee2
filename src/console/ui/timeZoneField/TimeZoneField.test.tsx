import { act, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { renderWithProviders } from '../../../../test/console/renderWithProviders';
import { TimeZoneField } from './TimeZoneField';

describe('the time zone field', () => {
  it('names its zone at once and searches every zone, named in the interface language', async () => {
    const { user } = renderWithProviders(
      <Formik initialValues={{ timeZone: 'Europe/Moscow' }} onSubmit={() => undefined}>
        <TimeZoneField name="timeZone" label="Часовой пояс" />
      </Formik>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Часовой пояс' });
    // The first render names the chosen zone (the list is named while the page is idle).
    expect(input.value).toMatch(/^UTC\+03:00 Москва.*\(Europe\/Moscow\)$/);
    // Typed into before the idle naming is done: the search runs over every zone, named now.
    act(() => input.focus());
    input.setSelectionRange(0, input.value.length);
    await user.paste('Novosibirsk');
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^UTC\+07:00 [А-Яа-яЁё].*\(Asia\/Novosibirsk\)$/),
    ]);
  });
});
