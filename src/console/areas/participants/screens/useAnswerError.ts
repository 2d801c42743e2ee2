// The error text of an answer by the shared rules (src/common/forms.ts answerProblem), in the
// interface language: 'Заполните поле.' for an empty one, what is wrong for a filled one.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { answerProblem } from '../../../../common/forms';
import type { FieldView } from '../../../entities/forms';

export function useAnswerError() {
  const { t } = useTranslation('rules');
  return useCallback(
    (field: FieldView, value: string): string => {
      const problem = answerProblem(field, value);
      return problem ? t(`rule.${problem}`) : '';
    },
    [t],
  );
}
