// Feedback end to end in Chromium (issue 13): an attendee on a 360 px phone opens the feedback
// forms from the app's menu, is told in the event's language what a field needs, sends the
// form, and the organiser sees the answer in the console's results table. Axe on every screen.
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../generated/manager/model_pb';
import type { E2E } from './browser';
import { organiserWithEvent, startAttendeeE2E } from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(240_000);

describe('feedback from the attendee app', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
  });
  afterAll(() => e2e?.close());

  it('is sent from a phone and shows in the organiser’s results', () =>
    e2e.capture('attendee-feedback', async () => {
      const { api, o, eventId, key } = await organiserWithEvent(
        e2e,
        'feedback@example.com',
        'Summer Conf',
      );
      const formId = 'feedback_day-one';
      await api.forms.upsertForm({ eventId, formId, name: 'День первый' }, o);
      const field = async (fieldName: string, fieldType: FormFieldType, more = {}) =>
        (
          await api.forms.addFieldOfForm(
            { eventId, formId, fieldName, fieldType, fieldId: uuidv7(), ...more },
            o,
          )
        ).fieldId;
      await field('Оценка', FormFieldType.SELECTBOX, {
        fieldVariants: ['Отлично', 'Хорошо'],
        fieldRequired: true,
      });
      await field('Комментарий', FormFieldType.TEXT);
      await api.events.publish({ eventId }, o);

      const phone = await e2e.context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      const ui = new UI(phone);
      await phone.goto(e2e.url(`/${key}/`));
      await phone
        .getByRole('navigation', { name: 'Главное меню' })
        .getByRole('link', { name: 'Обратная связь' })
        .click();
      await phone.getByRole('heading', { name: 'Обратная связь', level: 1 }).waitFor();
      await phone.getByRole('link', { name: 'День первый' }).click();
      await phone.getByRole('heading', { name: 'День первый', level: 1 }).waitFor();
      await ui.accessible('the attendee feedback form');

      // Sent with the required choice missing: the error is on that field, in Russian.
      await phone.getByRole('textbox', { name: 'Комментарий' }).fill('Всё понравилось');
      await phone.getByRole('button', { name: 'Отправить' }).click();
      const rating = phone.getByRole('group', { name: /Оценка/ });
      await rating.getByText('Заполните поле.').waitFor();
      await phone.getByText('Исправьте ошибки в форме.').waitFor();
      await ui.accessible('the attendee feedback form with an error');
      await rating.getByRole('radio', { name: 'Хорошо' }).check();
      await phone.getByRole('button', { name: 'Отправить' }).click();
      await phone.getByText('Спасибо! Ваш ответ отправлен.').waitFor();
      await ui.accessible('the attendee feedback form once sent');
      expect(
        await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // The organiser's feedback form screen lists the answer.
      const { page } = e2e;
      await e2e.goto(`/edit/${key}/feedback/forms/${formId}`);
      await page.getByRole('heading', { name: 'День первый', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /День первый/ });
      const row = table.getByRole('row').filter({ hasText: 'Всё понравилось' });
      await row.getByRole('cell', { name: 'Хорошо' }).waitFor();
      await page.getByText('Ответов: 1').waitFor();
      await e2e.ui.accessible('the feedback form results');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Скачать CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${formId}.csv`);
    }));
});
