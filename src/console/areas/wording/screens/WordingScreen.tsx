// Wording (spec/console.md §2.20): the date locale, then a card per group of wording keys (the
// event's wording, other sections, notifications, footer). Labels and placeholders come from
// the default keys in the interface language; values are the event's translations in its
// language, else the default value in that language. Then the footer preferences. Leaving while
// a field holds a draft (or the footer link an unsaved change) asks.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectLocale } from '../../../app/uiSlice';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';
import { useEditedEvent } from '../../../entities/events';
import {
  defaultTexts,
  useDefaultKeys,
  selectPendingTranslationKeys,
  selectTranslationView,
  wordingSections,
} from '../../../entities/translations';
import { DateLocaleSelect } from './DateLocaleSelect';
import { FooterPreferences } from './FooterPreferences';
import { WordingField } from './WordingField';
import { useT } from '../../../app/useT';

const nothingToSave = () => undefined;

export function WordingScreen() {
  const t = useT('wording');
  const event = useEditedEvent();
  const { eventId, language } = event;
  const uiLocale = useAppSelector(selectLocale);
  const defaultKeys = useDefaultKeys();
  const values = useAppSelector((s) => selectTranslationView(s, eventId, language));
  const pending = useAppSelector((s) => selectPendingTranslationKeys(s, eventId, language));
  const [drafts, setDrafts] = useState<ReadonlySet<string>>(() => new Set());

  const onDraftChange = useCallback((key: string, drafting: boolean) => {
    setDrafts((current) => {
      if (current.has(key) === drafting) return current;
      const next = new Set(current);
      if (drafting) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  // 'Leave' leaves: the wording fields queue their drafts as they unmount; an unconfirmed footer
  // link (maybe invalid) is dropped, as the organiser chose to leave it.
  useUnsavedChangesGuard({ when: drafts.size > 0, save: nothingToSave, variant: 'leave' });

  return (
    <Stack gap={5} maxW="3xl">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('hint')}</Text>
      <DateLocaleSelect eventId={eventId} />
      {wordingSections(defaultKeys).map(({ group, keys }) => (
        <Card.Root as="section" key={group} aria-labelledby={`wording-${group}`}>
          <Card.Header>
            <Heading as="h2" size="md" id={`wording-${group}`}>
              {t(`group.${group}`)}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap={4}>
              {keys.map((defaultKey) => {
                const shown = defaultTexts(defaultKey, uiLocale);
                return (
                  <WordingField
                    key={`${eventId}:${language}:${defaultKey.key}`}
                    eventId={eventId}
                    fieldKey={defaultKey.key}
                    label={shown?.label || defaultKey.key}
                    placeholder={shown?.placeholder ?? ''}
                    value={values[defaultKey.key] ?? defaultKey.texts[language]?.value ?? ''}
                    pending={pending.has(defaultKey.key)}
                    onDraftChange={onDraftChange}
                  />
                );
              })}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      <FooterPreferences eventId={eventId} onDraftChange={onDraftChange} />
    </Stack>
  );
}
