// A list's first screen first: the first rows render at once, the rest after an idle moment, and
// none is lost or reordered on the way; once whole, a list that grows renders whole at once.
import { render, screen, waitFor } from '@testing-library/react';
import { FIRST_ROWS, useRowsShown } from './useRowsShown';

function List({ count }: { count: number }) {
  const shown = useRowsShown(count);
  return (
    <ol aria-label="rows">
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>row {i}</li>
      ))}
    </ol>
  );
}

const rows = () => screen.queryAllByRole('listitem').map((row) => row.textContent);
const names = (count: number) => Array.from({ length: count }, (_, i) => `row ${i}`);

describe('the first rows of a list first', () => {
  it('renders the first screen at once and every row, in order, once idle', async () => {
    render(<List count={50} />);
    expect(rows()).toEqual(names(FIRST_ROWS));
    await waitFor(() => expect(rows()).toEqual(names(50)));
  });

  it('renders a short list whole at once', () => {
    render(<List count={FIRST_ROWS - 2} />);
    expect(rows()).toEqual(names(FIRST_ROWS - 2));
  });

  it('waits for the rows to come, then shows the rest; later growth renders whole', async () => {
    const { rerender } = render(<List count={0} />);
    expect(rows()).toEqual([]);
    rerender(<List count={50} />);
    expect(rows()).toEqual(names(FIRST_ROWS));
    await waitFor(() => expect(rows()).toEqual(names(50)));
    rerender(<List count={100} />);
    expect(rows()).toEqual(names(100));
  });
});
