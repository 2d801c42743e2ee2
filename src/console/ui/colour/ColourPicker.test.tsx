import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../test/console/renderWithProviders';
import { ColourPicker } from './ColourPicker';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ColourPicker label="Main colour" value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('textbox', { name: /Main colour/ }) as HTMLInputElement;

describe('colour picker', () => {
  it('keeps typed text and writes it in its own form on blur', async () => {
    const { user } = renderWithProviders(<Harness initial="#6398FF" />, { locale: 'en' });
    await user.clear(field());
    await user.type(field(), '#abc');
    expect(field().value).toBe('#abc');
    await user.tab();
    expect(field().value).toBe('#AABBCC');
    await user.clear(field());
    await user.type(field(), 'rgba(1,2,3,.456)');
    await user.tab();
    expect(field().value).toBe('rgba(1, 2, 3, 0.46)');
  });

  it('opens the picker from the swatch; lowering the alpha writes rgba(), full alpha hex', async () => {
    const { user } = renderWithProviders(<Harness initial="#000000" />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Pick colour: Main colour' }));
    // The popover is a dialog: it is named after its field (issue 30, item 21; axe serious).
    const alpha = await screen.findByRole('slider', { name: 'Alpha' });
    expect(screen.getByRole('dialog', { name: 'Main colour' })).toBeTruthy();
    // The picker reads keyCode, which user-event leaves unset; its step is 5 %.
    fireEvent.keyDown(alpha, { key: 'ArrowLeft', keyCode: 37 });
    await waitFor(() => expect(field().value).toBe('rgba(0, 0, 0, 0.95)'));
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Alpha' }), {
      key: 'ArrowRight',
      keyCode: 39,
    });
    await waitFor(() => expect(field().value).toBe('#000000'));
  });
});
