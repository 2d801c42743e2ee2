// The error text of an answer by the shared rules (src/common/forms.ts answerProblem), in the
// interface language: 'Заполните поле.' for an empty one, what is wrong for a filled one.
import { useCallback } from 'react';
import { answerProblem } from '../../../../common/forms';
import type { FieldView } from '../../../entities/forms';
import { useT } from '../../../app/useT';

export function useAnswerError() {
  const t = useT('rules');
  return useCallback(
    (field: FieldView, value: string): string => {
      const problem = answerProblem(field, value);
      return problem ? t(`rule.${problem}`) : '';
    },
    [t],
  );
}
