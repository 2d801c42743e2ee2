// Follows what the edit shell's screens show while it is open (spec/console.md §2.15): the event,
// its translations in its language, its preferences and files, and the global default keys. A
// target the server refuses (or does not know yet) is marked current and just stays empty.
// Renders nothing. It also makes the event's language the one calls are sent with.
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { eventLanguageChanged } from '../../../app/uiSlice';
import { useLiveTarget } from '../../../live/useLiveTarget';

export function EditLiveEffect({ eventId, language }: { eventId: string; language: string }) {
  const dispatch = useAppDispatch();
  useLiveTarget(`events/${eventId}`);
  useLiveTarget(language ? `events/${eventId}/translations/${language}` : null);
  useLiveTarget(`events/${eventId}/preferences`);
  useLiveTarget(`events/${eventId}/files`);
  useLiveTarget('default_keys');

  useEffect(() => {
    dispatch(eventLanguageChanged(language));
    return () => {
      dispatch(eventLanguageChanged(''));
    };
  }, [dispatch, language]);
  return null;
}
