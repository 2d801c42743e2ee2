// Follows what the edit shell's screens show while it is open (spec/console.md §2.15): the event,
// its translations in its language, its preferences and files, and the global default keys. A
// target the server refuses (or does not know yet) is marked current and just stays empty.
// Renders nothing. It also makes the event's language the one calls are sent with.
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { eventLanguageChanged } from '../../../app/uiSlice';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';

export function EditLiveEffect({ eventId, language }: { eventId: string; language: string }) {
  const dispatch = useAppDispatch();
  useLiveTarget(LIVE_TARGETS.event.path({ eventId }));
  useLiveTarget(language ? LIVE_TARGETS.translations.path({ eventId, lang: language }) : null);
  useLiveTarget(LIVE_TARGETS.preferences.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.files.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.defaultKeys.path({}));

  useEffect(() => {
    dispatch(eventLanguageChanged(language));
    return () => {
      dispatch(eventLanguageChanged(''));
    };
  }, [dispatch, language]);
  return null;
}
