import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../../test/console/renderWithProviders';
import type { RootState } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import type { FileDoc } from '../../../entities/files';
import { fileRecord, imageLoaded, installImageReading, pngFile } from '../testing/fileTestData';
import { ImageUploadWidget } from './ImageUploadWidget';
import type { ImageUploadWidgetProps } from './ImageUploadWidget';

beforeAll(installImageReading);

function Harness(props: Partial<ImageUploadWidgetProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <ImageUploadWidget
        eventId="event-1"
        label="App icon"
        role="event__icons"
        aspect={1}
        {...props}
        value={value}
        onChange={setValue}
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

function stateWith(
  live: RootState['live']['status'] = 'online',
  files: FileDoc[] = [],
): Partial<RootState> {
  return {
    // Published: its files have their plain public URLs (an unpublished one's are signed).
    ...preloaded([eventDoc({ publishedAt: 1_700_000_000 })]),
    files: {
      ids: files.map((f) => f.fileId),
      entities: Object.fromEntries(files.map((f) => [f.fileId, f])),
      resume: {},
    },
    live: { status: live, current: {}, wanted: {}, divergences: 0, diverged: [] },
  };
}

const fileInput = () =>
  screen.getByLabelText('App icon', { selector: 'input' }) as HTMLInputElement;

describe('image upload widget', () => {
  it('offers Select file for an empty value, with an asterisk when required', () => {
    renderWithProviders(<Harness required />, { locale: 'en', preloadedState: stateWith() });
    expect(screen.getByText('*')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select file' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Crop image/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('shows an existing image at the given size with its version, and clears it', async () => {
    const state = stateWith('online', [fileRecord()]);
    const { user } = renderWithProviders(<Harness initial="file-1" sizeSuffix="_size_w512" />, {
      locale: 'en',
      preloadedState: state,
    });
    const preview = screen.getByRole('img', { name: 'Image “App icon”' }) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe(
      '/api/v1/event_resources/event-1/file-1_size_w512?v=1700000123',
    );
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crop image “App icon”' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove “App icon”' }));
    expect(screen.getByLabelText('value').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Select file' })).toBeTruthy();
  });

  it('refuses an image below the role minimum before anything is sent, and clears the input', async () => {
    const { user, store } = renderWithProviders(<Harness />, { preloadedState: stateWith() });
    await user.upload(fileInput(), pngFile(300, 300));
    expect(
      await screen.findByText('Изображение должно быть не меньше 512px в ширину и высоту.'),
    ).toBeTruthy();
    expect(fileInput().files).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const { user } = renderWithProviders(<Harness />, {
      locale: 'en',
      preloadedState: stateWith(),
    });
    const text = new File(['hello'], 'notes.png', { type: 'image/png' });
    await user.upload(fileInput(), text);
    expect(await screen.findByText('The file is not a jpg, png, gif or webp image.')).toBeTruthy();
  });

  it('crops a chosen image in natural pixels: square for the icon, arrows move by 4, reset', async () => {
    const { user } = renderWithProviders(<Harness />, {
      locale: 'en',
      preloadedState: stateWith(),
    });
    await user.upload(fileInput(), pngFile(1200, 900));
    const editor = await screen.findByRole('dialog');
    imageLoaded(
      within(editor).getByRole('img', { name: 'Image to crop' }) as HTMLImageElement,
      1200,
      900,
    );
    const read = () =>
      ['x', 'y', 'width', 'height'].map((f) => within(editor).getByTestId(`crop-${f}`).textContent);
    await waitFor(() => expect(read()).toEqual(['150', '0', '900', '900']));

    await user.click(within(editor).getByRole('button', { name: 'Move right' }));
    expect(read()).toEqual(['154', '0', '900', '900']);
    await user.click(within(editor).getByRole('button', { name: 'Move down' }));
    expect(read()).toEqual(['154', '0', '900', '900']);
    await user.click(within(editor).getByRole('button', { name: 'Move left' }));
    await user.click(within(editor).getByRole('button', { name: 'Move left' }));
    expect(read()).toEqual(['146', '0', '900', '900']);
    await user.click(within(editor).getByRole('button', { name: 'Reset crop' }));
    expect(read()).toEqual(['150', '0', '900', '900']);

    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('value').textContent).toBe('');
  });

  it('says an upload needs a connection, sends nothing and gives the editor back', async () => {
    const { user, store } = renderWithProviders(<Harness />, {
      locale: 'en',
      preloadedState: stateWith('offline'),
    });
    await user.upload(fileInput(), pngFile(600, 600));
    const editor = await screen.findByRole('dialog');
    imageLoaded(
      within(editor).getByRole('img', { name: 'Image to crop' }) as HTMLImageElement,
      600,
      600,
    );
    const save = within(editor).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);

    await waitFor(() =>
      expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
        'widgets:upload.offline',
      ]),
    );
    expect(screen.getByText('You are offline: files upload only with a connection.')).toBeTruthy();
    expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
    expect(save.disabled).toBe(false);
    expect(screen.getByLabelText('value').textContent).toBe('');
  });
});
