import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../../test/console/renderWithProviders';
import type { ConfirmOptions } from './confirmStore';
import { useConfirm } from './useConfirm';

/** Asks with the given options and shows the answer. */
function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await confirm(options)))}>ask</Button>
      <p>answer: {answer}</p>
    </>
  );
}

async function ask(options: ConfirmOptions | undefined, locale: 'ru' | 'en' = 'en') {
  const rendered = renderWithProviders(<Asker options={options} />, { locale });
  await rendered.user.click(screen.getByRole('button', { name: 'ask' }));
  const dialog = await screen.findByRole('alertdialog');
  return { ...rendered, dialog };
}

const answer = () => screen.getByText(/^answer:/).textContent?.replace('answer: ', '');

describe('confirm dialog', () => {
  it("asks 'save' by default: Don't save gives 1, Save gives 2", async () => {
    const { user, dialog } = await ask(undefined);
    expect(dialog.textContent).toContain('Save Changes?');
    expect(dialog.textContent).toContain(
      'There are unsaved changes. Do you want to save before leaving?',
    );
    await user.click(screen.getByRole('button', { name: "Don't save" }));
    await waitFor(() => expect(answer()).toBe('1'));

    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answer()).toBe('2'));
  });

  it("asks 'delete' in Russian with Отмена / Удалить", async () => {
    const { user, dialog } = await ask({ type: 'delete' }, 'ru');
    expect(dialog.textContent).toContain('Удалить элемент?');
    expect(screen.getByRole('heading', { name: 'Удалить' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(answer()).toBe('2'));
  });

  it("asks 'leave' with Stay / Leave", async () => {
    const { user, dialog } = await ask({ type: 'leave' });
    expect(dialog.textContent).toContain('Leave page?');
    expect(dialog.textContent).toContain('There are unsaved changes. Leave the page?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(answer()).toBe('1'));
  });

  it('asks any other type with the default title, Cancel and OK, and the given text', async () => {
    const { user, dialog } = await ask({ type: 'archive', text: 'Archive the event?' });
    expect(screen.getByRole('heading', { name: 'Confirm?' })).toBeTruthy();
    expect(dialog.textContent).toContain('Archive the event?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(answer()).toBe('2'));
  });

  it('takes its own title and button texts, as keys or as text', async () => {
    const { user, dialog } = await ask({
      title: 'message.updated',
      closeText: 'No',
      saveText: 'Yes: do it',
    });
    expect(screen.getByRole('heading', { name: 'Updated.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes: do it' })).toBeTruthy();
    expect(dialog.textContent).toContain('There are unsaved changes.');
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(answer()).toBe('1'));
  });

  it('gives undefined when dismissed with Esc', async () => {
    const { user } = await ask({ type: 'delete' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toBe('undefined'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('gives undefined when dismissed by a click outside', async () => {
    const { dialog } = await ask(undefined);
    // The modal makes the page inert to the pointer; a real click outside still lands there.
    const outside = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(dialog).toBeTruthy();
    // The dialog starts listening for outside clicks a moment after it opens.
    await waitFor(async () => {
      await outside.click(document.body);
      expect(answer()).toBe('undefined');
    });
  });
});
