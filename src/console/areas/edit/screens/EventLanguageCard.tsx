// The event language (spec/console.md §2.24): a select of the ISO 639-1 languages by name,
// saved on change with SetLanguage. The language decides which translation set the screens show
// and which one the calls send.
import { Card, Field, Heading, NativeSelect } from '@chakra-ui/react';
import iso6391 from 'iso-639-1';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLocale } from '../../../app/uiSlice';
import type { CallError } from '../../../../client/transport';
import { refusalNotified } from '../../../ui/serverRefusal';
import { useQueuedSave } from '../../../ui/useQueuedSave';
import { useSetEventLanguageMutation } from '../../../entities/events';
import { useEditedEvent } from '../../../entities/events';

/** Every ISO 639-1 language as 'Native name (English name)', in the interface locale's order. */
function useLanguageOptions(): { code: string; label: string }[] {
  const locale = useAppSelector(selectLocale);
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    return iso6391
      .getAllCodes()
      .map((code) => {
        const name = iso6391.getName(code);
        const native = iso6391.getNativeName(code);
        return { code, label: native && native !== name ? `${native} (${name})` : name };
      })
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
}

export function EventLanguageCard() {
  const { t } = useTranslation('edit');
  const dispatch = useAppDispatch();
  const event = useEditedEvent();
  const options = useLanguageOptions();
  const [setLanguage] = useSetEventLanguageMutation();
  const save = useQueuedSave();

  const change = async (language: string) => {
    if (!language || language === event.language) return;
    try {
      await save(() => setLanguage({ eventId: event.eventId, language }).unwrap());
    } catch (error) {
      dispatch(refusalNotified(error as CallError));
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="event-language-title">
      <Card.Header>
        <Heading as="h2" size="md" id="event-language-title">
          {t('general.language.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Field.Root>
          <Field.Label>{t('general.language.language')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={event.language}
              onChange={(e) => void change(e.target.value)}
            >
              {options.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('general.language.hint')}</Field.HelperText>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}
