// Validation messages of the shared rules (src/common/rules.ts) are { key, values } objects, not
// text: they are translated here, at render time, so they follow the interface language.
import { useCallback } from 'react';
import { isRuleMessage } from '../../../common/rules';
import { useT } from '../../app/useT';

export function useRuleMessage(): (message: unknown) => string {
  const t = useT('rules');
  return useCallback(
    (message: unknown) => {
      if (typeof message === 'string') return message;
      if (!isRuleMessage(message)) return '';
      const values = { ...message.values };
      if (values.label !== undefined) values.label = t(`label.${String(values.label)}`);
      return t(message.key, values);
    },
    [t],
  );
}
