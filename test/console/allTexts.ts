// Every locale namespace, read from locales/: component tests render a screen without the
// router that would load its area's texts, so they get them all up front.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AreaTexts } from '../../src/console/app/areaDescriptor';

const LOCALES = path.join(__dirname, '../../locales');

function namespaces(lng: 'ru' | 'en'): Record<string, object> {
  const dir = path.join(LOCALES, lng);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object,
      ]),
  );
}

let cached: AreaTexts | null = null;

export const allTexts = (): AreaTexts =>
  (cached ??= { ru: namespaces('ru'), en: namespaces('en') });
