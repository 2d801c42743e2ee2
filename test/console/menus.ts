// Choosing a menu item as a mouse does, for the console's jsdom tests.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses and releases the open menu's item `name`: two steps, because the menu acts on the item
 * React last rendered highlighted. userEvent.click sends both in one go, before React has
 * rendered the press's highlight; and on a loaded machine that render can come after the press,
 * so the release waits for it, or it would choose the item highlighted before (the previous
 * choice, reopened).
 */
export async function chooseMenuItem(user: UserEvent, name: string | RegExp): Promise<void> {
  const item = await screen.findByRole('menuitem', { name });
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
