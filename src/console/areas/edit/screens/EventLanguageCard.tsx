// The event language (spec/console.md §2.24): a select of the ISO 639-1 languages by name,
// saved on change with SetLanguage. The language decides which translation set the screens show
// and which one the calls send, the public app's included: a language in which the event has no
// title would blank it there at once, so the card reads that language's texts first and asks
// (issue 30, item 12). Offline it cannot read them, and asks as if there were none.
import { Card, Field, Heading, NativeSelect } from '@chakra-ui/react';
import iso6391 from 'iso-639-1';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import type { AppStore } from '../../../app/store';
import { selectLocale } from '../../../app/uiSlice';
import type { CallError } from '../../../../client/transport';
import { refusalNotified } from '../../../ui/serverRefusal';
import { useQueuedSave } from '../../../ui/useQueuedSave';
import { useSetEventLanguageMutation } from '../../../entities/events';
import { useEditedEvent } from '../../../entities/events';
import { selectTranslationMap } from '../../../entities/translations';
import { EVENT_TITLE_KEY } from '../../../../common/constants';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import {
  selectIsCurrent,
  selectLiveStatus,
  targetReleased,
  targetWanted,
} from '../../../../client/live';
import { CONFIRM_SAVE, useConfirm } from '../../../ui/confirm';
import { useT } from '../../../app/useT';

/** How long the card waits for a language's texts before it asks as if they were missing. */
const TEXTS_WAIT_MS = 5000;

/**
 * The event's title in a language, read from the live feed ('' when it has none), or null when
 * the texts could not be read (offline, or not in time).
 */
async function titleIn(store: AppStore, eventId: string, lang: string): Promise<string | null> {
  const path = LIVE_TARGETS.translations.path({ eventId, lang });
  const loaded = () => selectIsCurrent(store.getState(), path);
  store.dispatch(targetWanted(path));
  try {
    if (!loaded()) {
      if (selectLiveStatus(store.getState()) === 'offline') return null;
      const arrived = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          unsubscribe();
          resolve(false);
        }, TEXTS_WAIT_MS);
        const unsubscribe = store.subscribe(() => {
          if (!loaded()) return;
          clearTimeout(timer);
          unsubscribe();
          resolve(true);
        });
      });
      if (!arrived) return null;
    }
    return selectTranslationMap(store.getState(), eventId, lang)[EVENT_TITLE_KEY]?.trim() ?? '';
  } finally {
    store.dispatch(targetReleased(path));
  }
}

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
  const t = useT('edit');
  const dispatch = useAppDispatch();
  const event = useEditedEvent();
  const options = useLanguageOptions();
  const [setLanguage] = useSetEventLanguageMutation();
  const save = useQueuedSave();
  const store = useAppStore();
  const confirm = useConfirm();

  const change = async (language: string) => {
    if (!language || language === event.language) return;
    const title = await titleIn(store, event.eventId, language);
    if (!title) {
      const name = options.find((o) => o.code === language)?.label ?? language;
      const answer = await confirm({
        type: 'language',
        text: t(title === null ? 'general.language.unknownTitle' : 'general.language.noTitle', {
          language: name,
        }),
      });
      if (answer !== CONFIRM_SAVE) return;
    }
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
