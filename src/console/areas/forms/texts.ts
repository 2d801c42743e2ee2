// The texts this area's screens use; bundled in the area's chunk.
import enForms from '../../../../locales/en/forms.json';
import ruForms from '../../../../locales/ru/forms.json';

export const texts = {
  ru: { forms: ruForms },
  en: { forms: enForms },
};
