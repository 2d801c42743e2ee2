// The door in Chromium (issue 12): an organiser checks participants in by typed code. A second
// scan of the same code says when they came in; offline, check-ins wait on the device and go out
// once the network is back, where one of them meets another device's earlier check-in and is
// refused as already checked in. The live count follows; every state passes the axe check.
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../generated/manager/model_pb';
import { createClients } from '../../src/common/clients';
import { CheckInCodes } from '../../src/server/areas/participants';
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

describe('QR check-in in a browser', () => {
  let e2e: E2E;
  const email = 'door@example.com';
  const password = 'correct horse battery';

  beforeAll(async () => {
    e2e = await E2E.start({ proxy: true });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** The organiser's API on the server's own port: it works while the browser is cut off. */
  async function organiserApi() {
    const { port } = e2e.app.fastify.server.address() as { port: number };
    const api = createClients(
      createGrpcWebTransport({ baseUrl: `http://127.0.0.1:${port}`, httpVersion: '1.1' }),
    );
    const session = await api.auth.signIn({ email, password });
    return { api, as: { headers: { 'access-token': session.idToken } } };
  }

  it('checks participants in by typed code, twice and offline, with a live count', () =>
    e2e.capture('check-in', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew(email, password);
      await ui.createEvent('Дверь');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');
      const [event] = await e2e.rows<{ id: string; key: string }>(
        sql`SELECT id, ext_key AS key FROM events`,
      );
      if (!event) throw new Error('the console created no event');
      const eventId = event.id;
      const { api, as } = await organiserApi();
      await api.forms.upsertForm(
        { eventId, formId: 'registration', name: 'Данные', requiredForm: true },
        as,
      );
      const { fieldId } = await api.forms.addFieldOfForm(
        {
          eventId,
          formId: 'registration',
          fieldId: uuidv7(),
          fieldName: 'ФИО',
          fieldType: FormFieldType.FIO,
          fieldRequired: true,
          fieldVariants: [],
        },
        as,
      );
      await api.participants.enableQRCode({ eventId }, as);
      const codes = new CheckInCodes(e2e.app.config.secret);
      const guest = async (name: string) => {
        const { clientId } = await api.participants.create(
          { eventId, clientId: uuidv7(), registrationFormData: [{ fieldId, value: name }] },
          as,
        );
        return codes.codeOf(eventId, clientId);
      };
      const [anna, boris, vera] = [
        await guest('Анна Гость'),
        await guest('Борис Ранний'),
        await guest('Вера Офлайн'),
      ];

      await e2e.goto(`/edit/${event.key}/check-in`);
      await page.getByRole('heading', { name: 'Вход по QR-коду', level: 1 }).waitFor();
      const count = page.getByTestId('check-in-count');
      const results = page.getByRole('list', { name: 'Отметки' }).getByRole('listitem');
      const field = page.getByRole('textbox', { name: 'Код участника' });
      const typeCode = async (code: string) => {
        await field.fill(code);
        await field.press('Enter');
      };
      await count.getByText('Отмечено участников: 0').waitFor();
      await ui.accessible('the check-in screen');

      await typeCode(anna);
      await results.first().getByText('Участник отмечен: Анна Гость').waitFor();
      await results
        .first()
        .getByText(/^Отмечен в \d\d:\d\d$/)
        .waitFor();
      await count.getByText('Отмечено участников: 1').waitFor();
      await typeCode(anna);
      await results.first().getByText('Уже отмечен: Анна Гость').waitFor();
      await results
        .first()
        .getByText(/^Участник уже прошёл в \d\d:\d\d\.$/)
        .waitFor();
      await ui.accessible('the check-in screen after a repeated code');

      await e2e.goOffline();
      // Another door checks Борис in meanwhile; this one cannot know.
      await api.participants.checkIn({ eventId, code: boris }, as);
      await typeCode(boris);
      await typeCode(vera);
      const offline =
        'Нет сети: отметка сохранена на устройстве и будет отправлена при подключении.';
      await results.nth(0).getByText(offline).waitFor();
      await results.nth(1).getByText(offline).waitFor();
      await count.getByText('Отмечено участников: 3').waitFor();
      await count.getByText('Ждут отправки с этого устройства: 2').waitFor();
      await ui.accessible('the check-in screen offline');

      await e2e.goOnline();
      await results.nth(0).getByText('Участник отмечен: Вера Офлайн').waitFor();
      await results.nth(1).getByText('Уже отмечен: Борис Ранний').waitFor();
      await results
        .nth(1)
        .getByText(/^Участник уже прошёл в \d\d:\d\d\.$/)
        .waitFor();
      await count.getByText('Отмечено участников: 3').waitFor();
      await eventually(async () => (await ui.pendingCount()) === 0, 'the queue to drain');
      const rows = await e2e.rows<{ checked: number }>(
        sql`SELECT count(*)::int AS checked FROM participants WHERE checked_in_at IS NOT NULL`,
      );
      expect(rows).toEqual([{ checked: 3 }]);
      await ui.accessible('the check-in screen back online');
    }));
});
