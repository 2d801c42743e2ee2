// The interface language (ru / en): a plain native select. Chakra's NativeSelect would bring
// the form-field machinery into the sign-in screens' first download for one control.
import { chakra } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { localeChanged, selectLocale } from '../app/uiSlice';
import type { Locale } from '../app/uiSlice';
import { useT } from '../app/useT';

const LOCALES: readonly Locale[] = ['ru', 'en'];
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

export function LanguageSwitch() {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  return (
    <chakra.select
      aria-label={t('language.label')}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) dispatch(localeChanged(event.target.value));
      }}
      h="8"
      px={{ base: 1, sm: 2 }}
      maxW="8.5rem"
      fontSize="sm"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      cursor="pointer"
      focusVisibleRing="outside"
    >
      {LOCALES.map((value) => (
        <option key={value} value={value} lang={value}>
          {t(`language.${value}`)}
        </option>
      ))}
    </chakra.select>
  );
}
