// The console's Chakra system keeps only some of the default theme's recipes (theme.ts), and a
// component whose recipe is missing renders unstyled without any error. So: find every Chakra
// component the console imports, follow Chakra's own modules to the recipe keys it styles itself
// with, and require each key the default theme has a recipe for to have one in ours too.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { system } from './theme';
import { UNUSED_PALETTES } from './themeBase';

const consoleDir = path.resolve(__dirname, '..');
const chakraEsm = path.resolve(__dirname, '../../../node_modules/@chakra-ui/react/dist/esm');
const chakraIndex = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Recipes a file passes by the `recipe` prop: `xSlotRecipe` imported from Chakra's theme. */
function recipesPassedIn(file: string): Set<string> {
  const text = readFileSync(path.join(consoleDir, file), 'utf8');
  const keys = new Set<string>();
  for (const [, list = ''] of text.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/g,
  ))
    for (const item of list.split(',')) {
      const recipe = /^(\w+?)(Slot)?Recipe$/.exec(item.trim());
      if (recipe?.[1] && text.includes(`recipe={${item.trim()}}`)) keys.add(recipe[1]);
    }
  return keys;
}

/** Names the console imports from '@chakra-ui/react', with a file that imports each. */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceFiles(consoleDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, list = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
      for (const item of list.split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.set(name, path.relative(consoleDir, file));
      }
  }
  return names;
}

/** The module of Chakra's index.js that exports a name (undefined: types, other packages). */
function moduleOf(name: string): string | undefined {
  for (const [, list = '', from = ''] of chakraIndex.matchAll(/export \{([^}]*)\} from '([^']+)'/g))
    for (const item of list.split(',')) {
      const [original = '', alias] = item.trim().split(/\s+as\s+/);
      if ((alias ?? original) === name && from.startsWith('.')) return path.join(chakraEsm, from);
    }
  const namespace = new RegExp(
    `import \\* as (\\S+) from '([^']+)';\\nexport \\{ \\1 as ${name} \\}`,
  );
  const match = namespace.exec(chakraIndex);
  return match?.[2] ? path.join(chakraEsm, match[2]) : undefined;
}

/** Recipe keys used by a component module and the component modules it imports. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.startsWith(path.join(chakraEsm, 'components'))) return keys;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, key = ''] of text.matchAll(/key: "(\w+)"/g)) keys.add(key);
  for (const [, from = ''] of text.matchAll(/from '(\.[^']+)'/g))
    for (const key of recipeKeys(path.resolve(path.dirname(file), from), seen)) keys.add(key);
  return keys;
}

describe("the console's Chakra system", () => {
  it('finds the components the console imports', () => {
    const names = importedNames();
    expect(names.has('Button')).toBe(true);
    expect(recipeKeys(moduleOf('Button') ?? '')).toContain('button');
    expect(recipeKeys(moduleOf('Field') ?? '')).toContain('field');
  });

  it('has the recipe of every component the console imports', () => {
    const missing: string[] = [];
    for (const [name, file] of importedNames()) {
      const module = moduleOf(name);
      if (!module) continue;
      for (const key of recipeKeys(module)) {
        const slot = defaultSystem.isSlotRecipe(key);
        if (!slot && !defaultSystem.isRecipe(key)) continue; // no default recipe (Text, Box…)
        if (recipesPassedIn(file).has(key)) continue; // given by the recipe prop, in its chunk
        if (!(slot ? system.isSlotRecipe(key) : system.isRecipe(key)))
          missing.push(`${name} (${file}) needs the ${slot ? 'slot recipe' : 'recipe'} '${key}'`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out only colour palettes that no screen and no recipe names', () => {
    const name = new RegExp(`\\b(${UNUSED_PALETTES.join('|')})\\b`);
    const named = sourceFiles(consoleDir)
      .filter((file) => !file.endsWith('themeBase.ts') && name.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(consoleDir, file));
    const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
    for (const [key, recipe] of Object.entries({ ...recipes, ...slotRecipes }))
      if (name.test(JSON.stringify(recipe))) named.push(`the recipe '${key}'`);
    expect(named).toEqual([]);
    for (const palette of UNUSED_PALETTES)
      expect(system.tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
    // The palettes the console does name are all there.
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue', 'primary'])
      expect(system.tokens.getByName(`colors.${palette}.solid`)).toBeDefined();
  });

  it('keeps the console colours', () => {
    expect(system.token('colors.primary')).toBe('#37B7F4');
  });
});
