import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../test/console/renderWithProviders';
import { RichTextField } from './RichTextField';

/** A form's field: the value it holds, and every value the field gave it. */
function Harness({ initial, emitted }: { initial: string; emitted: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Slogan"
      value={value}
      onChange={(html) => {
        emitted.push(html);
        setValue(html);
      }}
    />
  );
}

const editorShown = () => document.querySelector('.ProseMirror');
const ticks = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the rich-text field', () => {
  it('shows no markup the rich-text policy refuses, before the editor either', async () => {
    const emitted: string[] = [];
    renderWithProviders(
      <Harness
        initial={'<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p>'}
        emitted={emitted}
      />,
      { locale: 'en' },
    );
    const field = screen.getByRole('textbox', { name: 'Slogan' });
    expect(field.innerHTML).toBe('<p>Hi</p>');
    await ticks();
    expect(emitted).toEqual([]);
  });

  it('gives what is typed into an emptied stand-in as paragraphs, as the editor would', () => {
    const emitted: string[] = [];
    renderWithProviders(<Harness initial="" emitted={emitted} />, { locale: 'en' });
    const field = screen.getByRole('textbox', { name: 'Slogan' });
    expect(field.innerHTML).toBe('<p><br></p>');
    field.textContent = 'Starts at 10:00';
    fireEvent.input(field);
    field.innerHTML = '';
    fireEvent.input(field);
    expect(emitted).toEqual(['<p>Starts at 10:00</p>', '']);
  });

  // After the stand-in tests: once loaded, the editor module stays, and later fields (the test
  // below) open with the editor itself.
  it('opens with the text in an editable stand-in, the editor only once the field is reached', async () => {
    const emitted: string[] = [];
    renderWithProviders(<Harness initial="<p>Old <strong>bold</strong></p>" emitted={emitted} />, {
      locale: 'en',
    });
    const field = screen.getByRole('textbox', { name: 'Slogan' });
    expect(field.innerHTML).toBe('<p>Old <strong>bold</strong></p>');
    expect(field.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bold' }).hasAttribute('disabled')).toBe(true);
    await ticks();
    expect(editorShown()).toBeNull();

    // Typed before the editor comes: it reaches the form at once. The stand-in keeps white space
    // as typed (pre-wrap): a space just typed, or a second one, is a plain space.
    field.innerHTML = '<p>Old <strong>bold</strong>  new </p>';
    fireEvent.input(field);
    expect(emitted).toEqual(['<p>Old <strong>bold</strong>  new </p>']);
    expect(editorShown()).toBeNull();

    // Reached: the editor takes the stand-in's place, its text, focus and selection ("Old").
    act(() => field.focus());
    const text = field.querySelector('p')?.firstChild as Node;
    document.getSelection()?.setBaseAndExtent(text, 0, text, 3);
    await waitFor(() => expect(editorShown()).not.toBeNull());
    const editor = screen.getByRole('textbox', { name: 'Slogan' });
    expect(editor).toBe(editorShown());
    // Every space kept: the next key typed after "new " starts a new word.
    expect(editor.textContent).toBe('Old bold  new ');
    // At once, in the commit that swapped it in: a key typed before a later focus was lost.
    expect(editor.contains(document.activeElement)).toBe(true);
    const bold = screen.getByRole('button', { name: 'Bold' });
    await waitFor(() => expect(bold.hasAttribute('disabled')).toBe(false));
    fireEvent.click(bold);
    await waitFor(() =>
      expect(emitted.at(-1)).toBe('<p><strong>Old</strong> <strong>bold</strong>  new </p>'),
    );
  });

  it('keeps the spaces of a value it opens with, as they were typed', () => {
    renderWithProviders(<Harness initial="<p>Two  spaces, then one </p>" emitted={[]} />, {
      locale: 'en',
    });
    const editor = screen.getByRole('textbox', { name: 'Slogan' });
    expect(editor).toBe(editorShown());
    expect(editor.textContent).toBe('Two  spaces, then one ');
  });
});
