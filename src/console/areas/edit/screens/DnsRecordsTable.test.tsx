import { create } from '@bufbuild/protobuf';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../../test/console/renderWithProviders';
import { DnsRecordSchema } from '../../../../../generated/manager/model_pb';
import { DnsRecordsTable } from './DnsRecordsTable';

describe('the DNS records table', () => {
  it('copies the answer of each record, naming the record, and says so', async () => {
    const records = [
      create(DnsRecordSchema, { type: 'CNAME', domain: 'app.example.com', answer: 'apps.host.' }),
      create(DnsRecordSchema, {
        type: 'TXT',
        domain: '_eventapp.app.example.com',
        answer: 'eventapp-verify=token-1',
      }),
    ];
    const { user, store } = renderWithProviders(<DnsRecordsTable records={records} />, {
      locale: 'en',
    });
    await user.click(
      screen.getByRole('button', { name: 'Copy the value for _eventapp.app.example.com' }),
    );
    expect(await navigator.clipboard.readText()).toBe('eventapp-verify=token-1');
    await user.click(screen.getByRole('button', { name: 'Copy the value for app.example.com' }));
    expect(await navigator.clipboard.readText()).toBe('apps.host.');
    expect(store.getState().notifications.queue.map((n) => n.text)).toContain(
      'message.answerCopied',
    );
  });
});
