import { useMemo } from 'react';
import { useT } from '../../../app/useT';

const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;

/** The crop library's screen-reader labels, in the interface language. */
export function useCropAriaLabels() {
  const t = useT('widgets');
  return useMemo(() => {
    const handles = Object.fromEntries(
      HANDLES.map((h) => [`${h}DragHandle`, t(`crop.handle.${h}`)]),
    ) as Record<`${(typeof HANDLES)[number]}DragHandle`, string>;
    return { cropArea: t('crop.area'), ...handles };
  }, [t]);
}
