// A save that takes a while (the queue waits for the server's answer): what the organiser types
// meanwhile must still be on the screen afterwards, and the form must still count it as unsaved.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import { settleSaved } from './settleSaved';

interface Values {
  title: string;
  slogan: string;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

function renderForm() {
  let answer: () => void = () => undefined;
  const submitted: Values[] = [];
  render(
    <Formik<Values>
      initialValues={{ title: 'Conf', slogan: '' }}
      onSubmit={async (values, helpers) => {
        submitted.push(values);
        await new Promise<void>((resolve) => (answer = resolve));
        settleSaved(helpers, values, { ...values, title: values.title.trim() });
      }}
    >
      {({ dirty }) => (
        <Form>
          <Field name="title" aria-label="title" />
          <Field name="slogan" aria-label="slogan" />
          <button type="submit">Save</button>
          <output>{dirty ? 'unsaved' : 'saved'}</output>
        </Form>
      )}
    </Formik>,
  );
  return { answer: () => act(async () => answer()), submitted };
}

test('what is typed while a save is on its way stays, and stays unsaved', async () => {
  const user = userEvent.setup();
  const form = renderForm();
  await user.type(screen.getByLabelText('title'), ' 2026 ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(form.submitted).toEqual([{ title: 'Conf 2026 ', slogan: '' }]);

  await user.type(screen.getByLabelText('slogan'), 'Meet us');
  await form.answer();

  expect(valueOf('slogan')).toBe('Meet us');
  // The untouched field takes the saved form of its value (trimmed by the save).
  expect(valueOf('title')).toBe('Conf 2026');
  expect(screen.getByRole('status').textContent).toBe('unsaved');
});

test('a field edited again during the save keeps its newer text', async () => {
  const user = userEvent.setup();
  const form = renderForm();
  await user.type(screen.getByLabelText('title'), ' A');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.type(screen.getByLabelText('title'), 'B');
  await form.answer();

  expect(valueOf('title')).toBe('Conf AB');
  expect(screen.getByRole('status').textContent).toBe('unsaved');
});

test('with nothing typed meanwhile the form is saved as the save left it', async () => {
  const user = userEvent.setup();
  const form = renderForm();
  await user.type(screen.getByLabelText('title'), ' Live  ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await form.answer();

  expect(valueOf('title')).toBe('Conf Live');
  expect(screen.getByRole('status').textContent).toBe('saved');
});
