import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;

/** The crop library's screen-reader labels, in the interface language. */
export function useCropAriaLabels() {
  const { t } = useTranslation('widgets');
  return useMemo(() => {
    const handles = Object.fromEntries(
      HANDLES.map((h) => [`${h}DragHandle`, t(`crop.handle.${h}`)]),
    ) as Record<`${(typeof HANDLES)[number]}DragHandle`, string>;
    return { cropArea: t('crop.area'), ...handles };
  }, [t]);
}
