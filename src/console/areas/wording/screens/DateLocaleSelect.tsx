// The event's date locale (spec/console.md §2.20, §9): English (en-US) or Russian (ru-RU),
// ru-RU by default, saved on change as the preference 'ui.locale' {value: locale}.
import { Card, Field, Heading, NativeSelect, Spinner, HStack } from '@chakra-ui/react';
import { DATE_LOCALES, DEFAULT_DATE_LOCALE, PREFERENCE_KEYS } from '../../../../common/constants';
import { useAppSelector } from '../../../app/hooks';
import {
  selectPendingPreferenceKeys,
  selectPreferenceView,
  usePreferenceSave,
} from '../../../entities/preferences';
import { useT } from '../../../app/useT';

export function DateLocaleSelect({ eventId }: { eventId: string }) {
  const t = useT('wording');
  const preferences = useAppSelector((s) => selectPreferenceView(s, eventId));
  const pending = useAppSelector((s) => selectPendingPreferenceKeys(s, eventId)).has(
    PREFERENCE_KEYS.locale,
  );
  const save = usePreferenceSave(eventId);
  const stored = preferences[PREFERENCE_KEYS.locale]?.value ?? '';
  const locale = (DATE_LOCALES as readonly string[]).includes(stored)
    ? stored
    : DEFAULT_DATE_LOCALE;
  return (
    <Card.Root as="section" aria-labelledby="date-locale-title">
      <Card.Header>
        <HStack>
          <Heading as="h2" size="md" id="date-locale-title">
            {t('dateLocale.title')}
          </Heading>
          {pending && (
            <Spinner
              size="sm"
              color="primary"
              role="status"
              aria-label={t('saving', { label: t('dateLocale.label') })}
            />
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Field.Root maxW="sm">
          <Field.Label>{t('dateLocale.label')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={locale}
              onChange={(event) => {
                void save(PREFERENCE_KEYS.locale, { value: event.target.value });
              }}
            >
              {DATE_LOCALES.map((value) => (
                <option key={value} value={value}>
                  {t(`dateLocale.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('dateLocale.hint')}</Field.HelperText>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}
