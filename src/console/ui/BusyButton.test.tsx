// A busy button keeps its name: a screen reader finds it by its label while it loads, told it
// is busy; a plain Chakra Button loses its name then (the case this button is for).
import { Button, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';
import { system } from './theme';

const inChakra = (node: ReactNode) =>
  render(<ChakraProvider value={system}>{node}</ChakraProvider>);

it('keeps its label as its name while it loads, and says it is busy', () => {
  const { rerender } = inChakra(<BusyButton loading>Save</BusyButton>);
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.disabled).toBe(true);
  rerender(
    <ChakraProvider value={system}>
      <BusyButton loading={false}>Save</BusyButton>
    </ChakraProvider>,
  );
  expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-busy')).toBe(false);
});

it('says its own loading text when it has one', () => {
  inChakra(
    <BusyButton loading loadingText="Exporting 3">
      Export
    </BusyButton>,
  );
  expect(screen.getAllByRole('button', { name: 'Exporting 3' })).toHaveLength(1);
});

it("is what a plain Button is not: Chakra's loading Button has no name", () => {
  // eslint-disable-next-line no-restricted-syntax -- the case the rule keeps out of the console
  inChakra(<Button loading>Save</Button>);
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});
