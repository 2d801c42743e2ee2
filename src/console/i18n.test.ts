import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.join(__dirname, '../../locales');
const read = (lng: string, file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, lng, file), 'utf8')) as object;

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
  const files = readdirSync(path.join(LOCALES, 'ru')).filter((f) => f.endsWith('.json'));

  it('has the same namespaces in Russian and English', () => {
    expect(
      readdirSync(path.join(LOCALES, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
  });

  it.each(files)('%s has the same keys in Russian and English', (file) => {
    expect(keysOf(read('ru', file))).toEqual(keysOf(read('en', file)));
  });
});
