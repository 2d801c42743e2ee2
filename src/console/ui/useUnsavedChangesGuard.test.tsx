import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderRoutes } from '../../../test/console/renderWithProviders';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import type { UnsavedChangesGuardOptions } from './useUnsavedChangesGuard';

function EditScreen(props: UnsavedChangesGuardOptions) {
  useUnsavedChangesGuard(props);
  return (
    <>
      <h1>edit</h1>
      <Link to="/other">elsewhere</Link>
      <Link to="/edit?tab=2">same page</Link>
    </>
  );
}

function setup(options: Partial<UnsavedChangesGuardOptions> = {}) {
  const save = jest.fn<Promise<void>, []>(() => Promise.resolve());
  const rendered = renderRoutes(
    [
      { path: '/edit', element: <EditScreen when save={save} {...options} /> },
      { path: '/other', element: <h1>other</h1> },
    ],
    '/edit',
    { locale: 'en' },
  );
  return { save, ...rendered };
}

describe('unsaved changes guard', () => {
  it('stays when the question is dismissed', async () => {
    const { user, router, save } = setup();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('Save Changes?')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
    expect(save).not.toHaveBeenCalled();
  });

  it("leaves without saving on Don't save", async () => {
    const { user, router, save } = setup();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('button', { name: "Don't save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves, then leaves, on Save', async () => {
    const order: string[] = [];
    const { user, router } = setup({
      save: async () => {
        order.push(`save at ${router.state.location.pathname}`);
      },
    });
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(order).toEqual(['save at /edit']);
  });

  it('stays when the save fails', async () => {
    const { user, router } = setup({ save: () => Promise.reject(new Error('refused')) });
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
  });

  it("asks 'Leave page?' in the leave variant: Stay stays, Leave leaves without saving", async () => {
    const { user, router, save } = setup({ variant: 'leave' });
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('Leave page?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(save).not.toHaveBeenCalled();
  });

  it('lets a query change on the same page through', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('link', { name: 'same page' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('navigates freely when nothing is unsaved', async () => {
    const { user, router } = setup({ when: false });
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('has the browser ask before closing the tab only while there are changes', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { unmount } = setup();
    expect(unload()).toBe(true);
    unmount();
    setup({ when: false });
    expect(unload()).toBe(false);
  });
});
