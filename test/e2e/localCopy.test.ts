// The console's stored copy in Chromium (issue 23): signing out and in again in the same tab
// shows every event, also after a reload (finding 1); a feedback form's answers, which are kept
// in memory only, show again after a reload (finding 3). Both came from resume tokens stored
// apart from the documents they stood for.
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../generated/manager/model_pb';
import { publicFeedbackSendPath } from '../../src/common/publicFeedback';
import { organiserApi, organiserWithEvent } from './attendeeRig';
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

describe("the console's stored copy in a browser", () => {
  let e2e: E2E;
  const password = 'correct horse battery';

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('shows every event after signing out and in again, and after a reload (finding 1)', () =>
    e2e.capture('local-copy-sign-out', async () => {
      const { page, ui } = e2e;
      const email = 'local-copy@example.com';
      const { api, o } = await organiserApi(e2e, email, password);
      const titles = ['Форум', 'Слёт', 'Конференция'];
      for (const title of titles) {
        await api.events.createEvent({ eventId: uuidv7(), title, language: 'ru' }, o);
      }
      for (const title of titles) await ui.card(title).waitFor();

      await ui.accountMenu('Выйти');
      await ui.at('/signin');
      await ui.signIn(email, password);
      for (const title of titles) await ui.card(title).waitFor();
      expect(await ui.cards().count()).toBe(3);

      await page.reload();
      for (const title of titles) await ui.card(title).waitFor();
      expect(await ui.cards().count()).toBe(3);
      await ui.accessible('the event list after signing in again');
    }));

  it('shows the answers of a feedback form again after a reload (finding 3)', () =>
    e2e.capture('local-copy-answers', async () => {
      const { page, ui } = e2e;
      await ui.accountMenu('Выйти');
      await ui.at('/signin');
      const { api, o, eventId, key } = await organiserWithEvent(
        e2e,
        'local-copy-answers@example.com',
        'С отзывами',
      );
      const formId = 'feedback_day-one';
      await api.forms.upsertForm({ eventId, formId, name: 'День первый' }, o);
      const { fieldId } = await api.forms.addFieldOfForm(
        { eventId, formId, fieldName: 'Мнение', fieldType: FormFieldType.TEXT, fieldId: uuidv7() },
        o,
      );
      await api.events.publish({ eventId }, o);
      for (const value of ['Хорошо', 'Отлично', 'Нормально', 'Интересно', 'Полезно']) {
        // The public path hears of the publication through the change log, a moment after it.
        await eventually(async () => {
          const res = await fetch(e2e.url(publicFeedbackSendPath(key, formId)), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id: uuidv7(), answers: [{ fieldId, value }] }),
          });
          return res.status === 204;
        }, 'the answer to be taken');
      }

      await e2e.goto(`/edit/${key}/feedback/forms/${formId}`);
      await page.getByRole('heading', { name: 'День первый', level: 1 }).waitFor();
      await page.getByText('Ответов: 5').waitFor();

      await page.reload();
      await page.getByRole('heading', { name: 'День первый', level: 1 }).waitFor();
      await page.getByText('Ответов: 5').waitFor();
      expect(await page.getByRole('button', { name: 'Скачать CSV' }).isEnabled()).toBe(true);
      await ui.accessible('the feedback form results after a reload');
    }));
});
