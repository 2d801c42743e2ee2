// The refusals the server describes (rpc/refusals.ts) have texts in both console languages:
// every message of the contract, a location in use, and every rule key the shared rules and
// the password check can name — read from their sources, so a new one without texts fails CI.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCATION_IN_USE_KEY } from '../../common/cms';
import { MESSAGES } from '../../common/messages';

const ROOT = path.join(__dirname, '../../..');
const texts = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
const has = (lng: string, ns: string, key: string) => {
  const [group = '', name = ''] = key.split('.');
  const tree = texts(lng, ns)[group] ?? {};
  return name in tree || Object.keys(tree).some((k) => k.startsWith(`${name}_`));
};

/** Every 'rule.…' key named in the source files of a folder (not its tests). */
function ruleKeysIn(folder: string): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(path.join(ROOT, folder), { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(ROOT, folder, file), 'utf8');
    for (const [, key] of source.matchAll(/'(rule\.\w+)'/g)) keys.add(key ?? '');
  }
  return [...keys].sort();
}

describe('refusal texts', () => {
  it.each(['ru', 'en'])('has a %s text for every refusal the server can describe', (lng) => {
    const errors = [...Object.keys(MESSAGES).map((name) => `error.${name}`), LOCATION_IN_USE_KEY];
    expect(errors.filter((key) => !has(lng, 'common', key))).toEqual([]);
    const rules = [...ruleKeysIn('src/common'), ...ruleKeysIn('src/server')];
    expect(rules.length).toBeGreaterThan(10);
    expect(rules.filter((key) => !has(lng, 'rules', key))).toEqual([]);
  });
});
