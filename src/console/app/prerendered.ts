// The pre-rendered sign-in page (app/prerender.tsx, scripts/prerenderSignIn.mjs) shows its static
// form in #prerendered while the console's scripts load (on the user's first interaction) into a
// hidden #root. The console's form takes over what the user did meanwhile: the typed values, the
// focused field, a submit already asked for; then the static copy goes and #root shows.

export const PRERENDERED_ID = 'prerendered';
/** Set by the page's loader on the static form when it was submitted before the console ran. */
export const SUBMITTED_FLAG = 'submitted';
/** Set by the loader while the static form's submit button is pressed and not yet released. */
export const PRESSED_FLAG = 'pressed';

export interface PrerenderedForm {
  values: Record<string, string>;
  /** The name of the field that had the focus. */
  focused: string | null;
  submitted: boolean;
  /** The submit button was pressed and not released yet when the console took over. */
  pressed: boolean;
}

const staticForm = (): HTMLFormElement | null =>
  typeof document === 'undefined'
    ? null
    : (document.getElementById(PRERENDERED_ID)?.querySelector('form') ?? null);

/** What the user did in the static form so far; null when the page had none. */
export function readPrerenderedForm(): PrerenderedForm | null {
  const form = staticForm();
  if (!form) return null;
  const values: Record<string, string> = {};
  for (const input of form.querySelectorAll('input')) values[input.name] = input.value;
  const active = document.activeElement;
  return {
    values,
    focused: active instanceof HTMLInputElement && form.contains(active) ? active.name : null,
    submitted: form.dataset[SUBMITTED_FLAG] === '1',
    pressed: form.dataset[PRESSED_FLAG] === '1',
  };
}

/** Removes the static copy and shows the console; does nothing on a page without one. */
export function dropPrerendered(): void {
  if (typeof document === 'undefined') return;
  const node = document.getElementById(PRERENDERED_ID);
  if (!node) return;
  node.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** The language the user picked in the static page's switch before the console ran, if any. */
export function prerenderedLocaleChoice(): string | null {
  if (typeof document === 'undefined') return null;
  const chosen = document.getElementById(PRERENDERED_ID)?.querySelector('select')
    ?.selectedOptions[0];
  // The option marked in the markup is the build's default, not a choice.
  return chosen && !chosen.defaultSelected ? chosen.value : null;
}
