// Registration end to end in Chromium (issue 13): on a 360 px phone an attendee of an event
// that asks for registration sees the home with a call to register, fills the forms (told in
// Russian what a field needs), enters the code the server wrote to its SMS outbox, and sees the
// content and their check-in QR with the short door code; the organiser's participants list shows
// them live; the app closed and reopened offline has the ticket one tap away (a menu entry and a
// home card), and the door code typed on the console's check-in screen checks them in; suspending
// them cuts the app off, a feedback form open at that moment included (the server refuses the
// answer). The programme comes from the server with the participant's token only, and stays on
// the device for the door without a network. Axe on every screen.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../generated/manager/model_pb';
import { nextSmsCode } from '../support/smsOutbox';
import type { E2E } from './browser';
import { eventually } from './browser';
import { organiserWithEvent, startAttendeeE2E } from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(240_000);

describe('registration in the attendee app', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
  });
  afterAll(() => e2e?.close());

  it('registers by the SMS code, shows the QR, goes live to the organiser, and suspends', () =>
    e2e.capture('attendee-registration', async () => {
      const { api, o, eventId, key } = await organiserWithEvent(
        e2e,
        'registration@example.com',
        'Зимний слёт',
      );
      await api.forms.upsertForm(
        { eventId, formId: 'registration', name: 'Данные', requiredForm: true },
        o,
      );
      await api.forms.upsertForm({ eventId, formId: 'basic_survey_form', name: 'Анкета' }, o);
      const field = async (
        formId: string,
        fieldName: string,
        fieldType: FormFieldType,
        more = {},
      ) =>
        api.forms.addFieldOfForm(
          { eventId, formId, fieldName, fieldType, fieldId: uuidv7(), ...more },
          o,
        );
      await field('registration', 'ФИО', FormFieldType.FIO, { fieldRequired: true });
      await field('registration', 'Телефон', FormFieldType.PHONE, { fieldRequired: true });
      await field('basic_survey_form', 'Секция', FormFieldType.SELECTBOX, {
        fieldVariants: ['Наука', 'Искусство'],
      });
      await api.forms.upsertForm({ eventId, formId: 'feedback_day-one', name: 'Отзыв' }, o);
      await field('feedback_day-one', 'Комментарий', FormFieldType.TEXT);
      await api.participants.enableQRCode({ eventId }, o);
      // The programme is for participants only: the server gives it to their token alone.
      const startAt = Math.floor(Date.now() / 1000) + 3600;
      await api.meetings.createMeeting(
        { eventId, meetingId: uuidv7(), name: 'Лекция о звёздах', startAt, endAt: startAt + 3600 },
        o,
      );
      await api.events.publish({ eventId }, o);

      // The organiser watches the participants list.
      const { page } = e2e;
      await e2e.goto(`/edit/${key}/registration/users`);
      await page.getByRole('heading', { name: 'Пользователи', level: 1 }).waitFor();
      await page.getByText('Нет данных').waitFor();

      let phone = await e2e.context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      let ui = new UI(phone);
      await phone.goto(e2e.url(`/${key}/schedule`));
      await phone.getByText('Зарегистрируйтесь, чтобы открыть эту страницу.').waitFor();
      await ui.accessible('a content page before registration');
      await phone.goto(e2e.url(`/${key}/`));
      await phone.getByRole('heading', { name: 'Зимний слёт', level: 1 }).waitFor();
      await ui.accessible('the home with the call to register');
      await phone.getByRole('link', { name: 'Зарегистрироваться' }).click();
      await phone.getByRole('heading', { name: 'Регистрация', level: 1 }).waitFor();
      await phone.getByRole('textbox', { name: /ФИО/ }).waitFor();
      await ui.accessible('the registration form');

      // Sent without a name: the error is on that field, in Russian.
      await phone.getByRole('textbox', { name: /Телефон/ }).fill('79991234567');
      await phone.getByRole('button', { name: 'Получить код' }).click();
      const nameField = phone.getByRole('textbox', { name: /ФИО/ });
      await phone.getByText('Заполните поле.').waitFor();
      expect(await nameField.getAttribute('aria-invalid')).toBe('true');
      await ui.accessible('the registration form with an error');
      await nameField.fill('Мария Иванова');
      await phone
        .getByRole('group', { name: 'Секция' })
        .getByRole('radio', { name: 'Наука' })
        .check();
      await phone.getByRole('button', { name: 'Получить код' }).click();
      await phone.getByText('Мы отправили код на 7(999) 123-45-67. Введите его ниже.').waitFor();
      await ui.accessible('the code step');

      // A wrong code first, then the one from the SMS outbox.
      const code = await nextSmsCode(e2e.app.config.dataDir, '79991234567', 0);
      const codeField = phone.getByRole('textbox', { name: /Код из SMS/ });
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await phone.getByRole('button', { name: 'Подтвердить' }).click();
      await phone.getByText('Неверный код. Осталось попыток: 4.').waitFor();
      await codeField.fill(code);
      await phone.getByRole('button', { name: 'Подтвердить' }).click();
      await phone.getByRole('heading', { name: 'Вы зарегистрированы', level: 1 }).waitFor();
      await phone.getByText('Добро пожаловать, Мария Иванова!').waitFor();
      const qr = phone.getByRole('img', { name: /QR-код для входа/ });
      await qr.waitFor();
      const [clientRow] = await e2e.rows<{
        id: string;
        answers: Record<string, unknown[]>;
        door: string;
      }>(sql`select id, answers, door_code as door from participants where event_id = ${eventId}`);
      const clientId = clientRow?.id ?? '';
      const doorCode = clientRow?.door ?? '';
      expect(doorCode).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
      const shownCode = `${doorCode.slice(0, 3)}-${doorCode.slice(3, 6)}-${doorCode.slice(6)}`;
      await phone.getByText(`Код для входа: ${shownCode}`).waitFor();
      expect(clientRow?.answers.basic_survey_form).toEqual([
        expect.objectContaining({ value: 'Наука' }),
      ]);
      await ui.accessible('the ticket with the QR code');
      expect(
        await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // The content is open now.
      await phone.getByRole('link', { name: 'Перейти к мероприятию' }).click();
      await phone.getByRole('heading', { name: 'Зимний слёт', level: 1 }).waitFor();
      expect(await phone.getByRole('link', { name: 'Зарегистрироваться' }).count()).toBe(0);
      await phone.goto(e2e.url(`/${key}/schedule`));
      await phone.getByText('Лекция о звёздах').first().waitFor();
      await ui.accessible('a content page once registered');

      // The organiser saw the participant arrive without a reload.
      await page
        .getByRole('region', { name: 'Пользователи' })
        .getByRole('row')
        .filter({ hasText: 'Мария Иванова' })
        .waitFor();

      // At the door with no network, the app closed and opened again: the ticket is one tap away
      // from the home, by the menu or by the card that shows the door code.
      await eventually(
        () =>
          phone.evaluate(
            () => navigator.serviceWorker.controller?.scriptURL.endsWith('/a/sw.js') === true,
          ),
        'the app service worker to control the page',
      );
      await phone.close();
      await e2e.goOffline();
      phone = await e2e.context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      ui = new UI(phone);
      await phone.goto(e2e.url(`/${key}/`));
      await phone.getByRole('heading', { name: 'Зимний слёт', level: 1 }).waitFor();
      await phone.getByRole('link', { name: 'Ваш билет: QR-код и код для входа' }).waitFor();
      await phone.getByText(`Код для входа: ${shownCode}`).waitFor();
      await ui.accessible('the home with the ticket card, offline');
      await phone.getByRole('navigation').getByRole('link', { name: 'Мой билет' }).click();
      await phone.getByRole('img', { name: 'QR-код для входа' }).waitFor();
      await phone.getByText(`Код для входа: ${shownCode}`).waitFor();
      await ui.accessible('the ticket offline');
      // The programme the participant's token opened is on the device.
      await phone.goto(e2e.url(`/${key}/schedule`));
      await phone.getByText('Лекция о звёздах').first().waitFor();
      await e2e.goOnline();

      // The door types the short code: the participant is checked in.
      await e2e.goto(`/edit/${key}/check-in`);
      const doorField = page.getByRole('textbox', { name: 'Код участника' });
      await doorField.fill(shownCode.toLowerCase());
      await doorField.press('Enter');
      await page
        .getByRole('list', { name: 'Отметки' })
        .getByText('Участник отмечен: Мария Иванова')
        .waitFor();
      const checked = await e2e.rows<{ checked: boolean }>(
        sql`select checked_in_at is not null as checked from participants where id = ${clientId}`,
      );
      expect(checked).toEqual([{ checked: true }]);

      // Feedback goes with the participant's access.
      await phone.goto(e2e.url(`/${key}/feedbacks/feedback_day-one`));
      await phone.getByRole('heading', { name: 'Отзыв', level: 1 }).waitFor();
      await phone.getByRole('textbox', { name: 'Комментарий' }).fill('Всё понравилось');
      await phone.getByRole('button', { name: 'Отправить' }).click();
      await phone.getByText('Спасибо! Ваш ответ отправлен.').waitFor();
      await ui.accessible('the feedback form sent by a participant');

      // Suspended while the form is open: the server refuses the answer and the app shows why
      // in the form's place.
      await phone.getByRole('link', { name: 'Все формы' }).click();
      await phone.getByRole('link', { name: 'Отзыв' }).click();
      await phone.getByRole('textbox', { name: 'Комментарий' }).fill('Ещё раз');
      await api.participants.clientSuspended({ eventId, clientId }, o);
      await phone.getByRole('button', { name: 'Отправить' }).click();
      await phone
        .getByRole('alert')
        .filter({ hasText: 'Организатор приостановил ваш доступ к мероприятию.' })
        .waitFor();
      expect(await phone.getByRole('textbox', { name: 'Комментарий' }).count()).toBe(0);
      const answers = await e2e.rows<{ answers: { value: string }[] }>(
        sql`select answers from feedback_answers where event_id = ${eventId}`,
      );
      expect(JSON.stringify(answers)).toContain('Всё понравилось');
      expect(JSON.stringify(answers)).not.toContain('Ещё раз');
      await ui.accessible('a feedback refused once suspended');

      // Suspended: the app says so on its next open.
      await phone.reload();
      await phone
        .getByRole('alert')
        .filter({ hasText: 'Организатор приостановил ваш доступ к мероприятию.' })
        .waitFor();
      expect(await phone.getByText('Расписание пока пусто.').count()).toBe(0);
      await ui.accessible('a content page once suspended');
    }));
});
