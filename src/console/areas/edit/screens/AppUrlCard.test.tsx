import { create } from '@bufbuild/protobuf';
import { screen, waitFor, within } from '@testing-library/react';
import { DnsRecordSchema, EventDomainSchema } from '../../../../../generated/manager/model_pb';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { editTestRoutes } from './editTestRoutes';

const GENERAL = '/edit/conf/settings/general';
const card = () => screen.getByRole('region', { name: 'App URL' });
const queued = (store: { getState: () => { queue: { pending: { call: unknown }[] } } }) =>
  store.getState().queue.pending.map((w) => w.call);
const open = (domain?: Parameters<typeof create<typeof EventDomainSchema>>[1]) =>
  renderRoutes(editTestRoutes, GENERAL, {
    preloadedState: preloaded([
      eventDoc(domain ? { domain: create(EventDomainSchema, domain) } : {}),
    ]),
    locale: 'en',
  });

describe('general settings: the App URL card', () => {
  it('shows the default address, read-only, and sets an own domain', async () => {
    const { user, store } = open();
    const region = within(card());
    expect((region.getByRole('combobox', { name: 'Domain type' }) as HTMLSelectElement).value).toBe(
      'default',
    );
    const key = region.getByRole('textbox', { name: 'Event URL' }) as HTMLInputElement;
    expect(key.value).toBe('conf');
    expect(key.readOnly).toBe(true);
    expect(region.getByText(`${window.location.origin}/`)).toBeTruthy();
    const save = region.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.selectOptions(region.getByRole('combobox', { name: 'Domain type' }), 'custom');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await region.findByText('Domain is required.')).toBeTruthy();
    await user.type(region.getByRole('textbox', { name: /Domain/ }), 'bad domain!');
    await user.click(save);
    expect(await region.findByText('Enter a valid domain.')).toBeTruthy();
    await user.clear(region.getByRole('textbox', { name: /Domain/ }));
    await user.type(region.getByRole('textbox', { name: /Domain/ }), 'app.example.com');
    await user.click(save);

    await waitFor(() =>
      expect(queued(store)).toEqual([
        expect.objectContaining({
          method: 'setCustomDomainToEvent',
          request: { eventId: 'event-1', domain: 'app.example.com' },
        }),
      ]),
    );
    // Optimistically pending until the verifier confirms the records.
    expect(await region.findByText('Waiting for DNS verification')).toBeTruthy();
    // No server answers here: after its wait the save says it is kept on this device.
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );
  });

  it('shows a verified domain with its DNS records, and clears it with the default type', async () => {
    const { user, store } = open({
      domain: 'app.example.com',
      verification: true,
      dnsList: [
        create(DnsRecordSchema, { type: 'CNAME', domain: 'app.example.com', answer: 'apps.host.' }),
        create(DnsRecordSchema, {
          type: 'TXT',
          domain: '_eventapp.app.example.com',
          answer: 'tok',
        }),
      ],
    });
    const region = within(card());
    expect((region.getByRole('textbox', { name: /Domain/ }) as HTMLInputElement).value).toBe(
      'app.example.com',
    );
    expect(region.getByText('Domain verified')).toBeTruthy();
    const table = region.getByRole('table', { name: 'DNS records to create' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TypeDomainAnswer',
      'CNAMEapp.example.comapps.host.',
      'TXT_eventapp.app.example.comtok',
    ]);

    await user.selectOptions(region.getByRole('combobox', { name: 'Domain type' }), 'default');
    await user.click(region.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(queued(store)).toEqual([
        expect.objectContaining({
          method: 'setCustomDomainToEvent',
          request: { eventId: 'event-1' },
        }),
      ]),
    );
    expect(await region.findByRole('textbox', { name: 'Event URL' })).toBeTruthy();
  });

  it('marks a domain that is set but not verified as pending', () => {
    open({ domain: 'app.example.com', verification: false });
    expect(within(card()).getByText('Waiting for DNS verification')).toBeTruthy();
    expect(within(card()).queryByRole('table')).toBeNull();
  });
});

describe('general settings: the event language', () => {
  it('lists the ISO 639-1 languages by name and saves a change', async () => {
    const { user, store } = open();
    const select = within(screen.getByRole('region', { name: 'Event language' })).getByRole(
      'combobox',
      { name: 'Language' },
    ) as HTMLSelectElement;
    expect(select.value).toBe('ru');
    expect(select.options.length).toBe(183);
    expect(within(select).getByRole('option', { name: 'Deutsch (German)' })).toBeTruthy();
    await user.selectOptions(select, 'de');
    // The card cannot read the German texts here (no server), so it asks before changing.
    const question = await screen.findByRole('alertdialog', undefined, { timeout: 10_000 });
    expect(queued(store)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Change the language' }));
    await waitFor(() =>
      expect(queued(store)).toEqual([
        expect.objectContaining({
          method: 'setLanguage',
          request: { eventId: 'event-1', language: 'de' },
        }),
      ]),
    );
    expect(select.value).toBe('de');
    expect(store.getState().ui.eventLanguage).toBe('de');
  });

  it('says a custom domain needs a host name when the CNAME would have to name an IP address', () => {
    const ipHost = open({
      domain: 'app.example.com',
      dnsList: [
        create(DnsRecordSchema, { type: 'CNAME', domain: 'app.example.com', answer: '127.0.0.1' }),
      ],
    });
    const region = within(card());
    expect(region.getByText('The server needs a host name')).toBeTruthy();
    // Spoken to the organiser, who cannot set the server's variables (issue 30, item 9).
    const said = region.getByText(/ask the administrator of this server/).textContent ?? '';
    expect(said).toContain('127.0.0.1');
    expect(said).not.toMatch(/PUBLIC_HOST|README/);
    // A CNAME to an IP address can never verify: no record to copy.
    expect(region.queryByRole('table')).toBeNull();
    expect(region.queryByText('127.0.0.1', { exact: true })).toBeNull();
    ipHost.unmount();

    open({
      domain: 'app.example.com',
      dnsList: [
        create(DnsRecordSchema, { type: 'CNAME', domain: 'app.example.com', answer: 'apps.host' }),
      ],
    });
    expect(within(card()).queryByText('The server needs a host name')).toBeNull();
    expect(within(card()).getByRole('table')).toBeTruthy();
  });
});
