import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../../test/console/renderWithProviders';
import { ItemGate } from './ItemGate';

const gate = (missing: boolean, synced: boolean) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ItemGate gate={{ missing, synced }} namespace="speakers">
            <h1>Speaker form</h1>
          </ItemGate>
        ),
      },
    ],
    '/',
    { locale: 'en' },
  );

describe('an editor opened at an item id', () => {
  it('shows the form once the item is there', () => {
    gate(false, false);
    expect(screen.getByRole('heading', { name: 'Speaker form' })).toBeTruthy();
  });

  it('waits with a named spinner while the list is loading, with no form to create from', () => {
    gate(true, false);
    expect(screen.getByLabelText('Loading the speaker')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Speaker form' })).toBeNull();
  });

  it('says the item is not found once the list is in without it', () => {
    gate(true, true);
    expect(screen.getByText('Speaker not found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Speaker form' })).toBeNull();
  });
});
