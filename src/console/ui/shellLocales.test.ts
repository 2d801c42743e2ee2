import en from '../../../locales/en/shell.json';
import ru from '../../../locales/ru/shell.json';

/** Every key of a locale file, with plural forms (_one, _few…) folded into their base key. */
function keysOf(tree: object, prefix = ''): string[] {
  const keys = Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(keys)].sort();
}

describe('shell texts', () => {
  it('has the same keys in Russian and English', () => {
    expect(keysOf(ru)).toEqual(keysOf(en));
  });
});
