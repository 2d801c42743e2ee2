import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleMessage } from '../../../../common/rules';

/**
 * Translates a message of the shared rules ({ key: 'rule.required', values: { label: 'title' } })
 * in the interface locale; labels are looked up under `label.` of the rules namespace.
 */
export function useRuleText(): (message: unknown) => string {
  const { t } = useTranslation('rules');
  return useCallback(
    (message: unknown) => {
      if (!message) return '';
      if (typeof message === 'string') return message;
      const { key, values = {} } = message as RuleMessage;
      const label = values.label === undefined ? undefined : t(`label.${values.label}`);
      return t(key, label === undefined ? values : { ...values, label });
    },
    [t],
  );
}
