import type { ConfirmType } from './confirmStore';

export interface ConfirmTexts {
  title: string;
  text: string | null;
  close: string;
  confirm: string;
  /** The colour of the confirm button. */
  palette: 'green' | 'red' | 'primary';
}

const KNOWN: Record<string, ConfirmTexts> = {
  save: {
    title: 'shell:confirm.save.title',
    text: 'shell:confirm.save.text',
    close: 'shell:confirm.save.close',
    confirm: 'shell:confirm.save.confirm',
    palette: 'green',
  },
  delete: {
    title: 'shell:confirm.delete.title',
    text: 'shell:confirm.delete.text',
    close: 'shell:confirm.delete.close',
    confirm: 'shell:confirm.delete.confirm',
    palette: 'red',
  },
  leave: {
    title: 'shell:confirm.leave.title',
    text: 'shell:confirm.leave.text',
    close: 'shell:confirm.leave.close',
    confirm: 'shell:confirm.leave.confirm',
    palette: 'red',
  },
  // Its text names the count of unsent changes: the caller gives it.
  signOut: {
    title: 'shell:confirm.signOut.title',
    text: null,
    close: 'shell:confirm.signOut.close',
    confirm: 'shell:confirm.signOut.confirm',
    palette: 'red',
  },
  // Its text names the language and why it asks: the caller gives it.
  language: {
    title: 'shell:confirm.language.title',
    text: null,
    close: 'shell:confirm.language.close',
    confirm: 'shell:confirm.language.confirm',
    palette: 'red',
  },
};

const OTHER: ConfirmTexts = {
  title: 'shell:confirm.default.title',
  text: null,
  close: 'shell:confirm.default.close',
  confirm: 'shell:confirm.default.confirm',
  palette: 'primary',
};

/** The default texts (i18n keys) and colour of a confirm type; 'save' when none is given. */
export function confirmTexts(type: ConfirmType = 'save'): ConfirmTexts {
  return KNOWN[type] ?? OTHER;
}
