import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../../test/console/renderWithProviders';
import type { RootState } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { fileRecord } from '../testing/fileTestData';
import { FileUploadWidget } from './FileUploadWidget';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FileUploadWidget eventId="event-1" label="Programme" value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const state = (live: RootState['live']['status']): Partial<RootState> => {
  const pdf = fileRecord({
    fileId: 'file-9',
    origFilename: 'programme.pdf',
    role: 'cms__attachment',
  });
  return {
    // Published: its files have their plain public URLs (an unpublished one's are signed).
    ...preloaded([eventDoc({ publishedAt: 1_700_000_000 })]),
    files: { ids: ['file-9'], entities: { 'file-9': pdf }, resume: {} },
    live: { status: live, current: {}, wanted: {}, divergences: 0, diverged: [] },
  };
};

describe('file upload widget', () => {
  it('links the file by its name and removes it', async () => {
    const { user } = renderWithProviders(<Harness initial="file-9" />, {
      locale: 'en',
      preloadedState: state('online'),
    });
    const link = screen.getByRole('link', { name: 'programme.pdf' });
    expect(link.getAttribute('href')).toBe('/api/v1/event_resources/event-1/file-9?v=1700000123');
    await user.click(screen.getByRole('button', { name: 'Remove “Programme”' }));
    expect(screen.getByLabelText('value').textContent).toBe('');
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it('says offline that the file needs a connection, and keeps the value', async () => {
    const { user, store } = renderWithProviders(<Harness initial="file-9" />, {
      locale: 'en',
      preloadedState: state('offline'),
    });
    const input = screen.getByLabelText('Programme', { selector: 'input' }) as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('You are offline: files upload only with a connection.', {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect(input.files).toHaveLength(0);
    expect(screen.getByLabelText('value').textContent).toBe('file-9');
    expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
  });
});
