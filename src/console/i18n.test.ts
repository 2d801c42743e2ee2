import { resources } from './i18n';

/** Every key of a locale file, with plural forms (_one, _few…) folded into their base key. */
function keysOf(tree: object, prefix = ''): string[] {
  const keys = Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(keys)].sort();
}

describe('console texts', () => {
  it.each(Object.keys(resources.ru))('%s has the same keys in Russian and English', (ns) => {
    const name = ns as keyof typeof resources.ru;
    expect(keysOf(resources.ru[name])).toEqual(keysOf(resources.en[name]));
  });
});
