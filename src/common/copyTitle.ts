// The title of a copied event says it is a copy, in the language of the title (spec/console.md
// §2.12 Copy), so two identical cards do not appear. Shared by the server, which writes it,
// and the console, which shows the copy before the server's echo.
import { LIMITS } from './constants';

const SUFFIX: Record<string, string> = { ru: '(копия)' };
const DEFAULT_SUFFIX = '(copy)';

/** The copy's title in this language ('' stays '': an untitled event stays untitled). */
export function copyTitle(title: string, language: string): string {
  const trimmed = title.trim();
  if (!trimmed) return '';
  const suffix = ` ${SUFFIX[language] ?? DEFAULT_SUFFIX}`;
  return `${trimmed.slice(0, LIMITS.title - suffix.length).trimEnd()}${suffix}`;
}
