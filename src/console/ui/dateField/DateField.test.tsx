import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { dateRule } from '../../../common/rules';
import { renderWithProviders } from '../../../../test/console/renderWithProviders';
import { FormDateField } from './FormDateField';

/** A form with one date, as the screens use it; `submitted` collects what a submit sends. */
function dateForm(locale: 'ru' | 'en', startDate: string) {
  const submitted: string[] = [];
  const result = renderWithProviders(
    <Formik
      initialValues={{ startDate }}
      validationSchema={object({ startDate: dateRule('startDate') })}
      onSubmit={(values) => void submitted.push(values.startDate)}
    >
      <Form noValidate>
        <FormDateField name="startDate" label={locale === 'ru' ? 'Дата начала' : 'Start date'} />
        <button type="submit">{locale === 'ru' ? 'Сохранить' : 'Save'}</button>
      </Form>
    </Formik>,
    { locale },
  );
  return { ...result, submitted };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the date field', () => {
  it('shows and reads dd.mm.yyyy in the Russian interface, keeping ISO in the form', async () => {
    const { user, submitted } = dateForm('ru', '2026-11-24');
    expect(field('Дата начала').value).toBe('24.11.2026');
    expect(field('Дата начала').placeholder).toBe('дд.мм.гггг');
    await user.clear(field('Дата начала'));
    await user.type(field('Дата начала'), '1.12.2026');
    await user.tab();
    expect(field('Дата начала').value).toBe('01.12.2026');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(submitted).toEqual(['2026-12-01']));
  });

  it('shows and reads the English format in the English interface', async () => {
    const { user, submitted } = dateForm('en', '2026-11-24');
    expect(field('Start date').value).toBe('11/24/2026');
    expect(field('Start date').placeholder).toBe('mm/dd/yyyy');
    await user.clear(field('Start date'));
    await user.type(field('Start date'), '12/01/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual(['2026-12-01']));
  });

  it('refuses a date that does not exist, on the field, in the interface language', async () => {
    const { user, submitted } = dateForm('ru', '');
    await user.type(field('Дата начала'), '31.02.2026');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Такой даты нет: 31.02.2026. Проверьте день и месяц.'),
    ).toBeTruthy();
    expect(field('Дата начала').getAttribute('aria-invalid')).toBe('true');
    expect(field('Дата начала').value).toBe('31.02.2026');
    await user.clear(field('Дата начала'));
    await user.type(field('Дата начала'), '24.11');
    await user.tab();
    expect(await screen.findByText('Введите дату в виде дд.мм.гггг.')).toBeTruthy();
    expect(submitted).toEqual([]);
  });

  it('takes a day chosen in the calendar', async () => {
    const { user, submitted } = dateForm('ru', '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    await user.click(await screen.findByRole('button', { name: /Выбрать .*10 ноября 2026/ }));
    await waitFor(() => expect(field('Дата начала').value).toBe('10.11.2026'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(submitted).toEqual(['2026-11-10']));
  });
});
