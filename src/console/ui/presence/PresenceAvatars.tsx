// Who else has this event open (issue 25, presence): an avatar with initials per person, named
// with the screens they are on, in the edit shell's toolbar. The tab beats every 1.5 s while the
// event is open and says it leaves when the shell closes; a tab that dies is gone within 30 s.
import { Box, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectReplay } from '../../app/uiSlice';
import { selectLiveStatus } from '../../../client/live';
import { PRESENCE_BEAT_MS } from '../../../common/history';
import { presenceApi } from './presenceApi';
import { useT } from '../../app/useT';

const MAX_SHOWN = 4;

const initials = (name: string) => {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
};

export function PresenceAvatars({
  eventId,
  screen,
  screenName,
}: {
  eventId: string;
  screen: string;
  /** A screen's name in the interface's language, from its path. */
  screenName: (screen: string) => string;
}) {
  const t = useT('shell');
  const dispatch = useAppDispatch();
  const replay = useAppSelector(selectReplay);
  // Only while connected: offline there is nobody to tell, and nothing heard would be current.
  const online = useAppSelector(selectLiveStatus) === 'online';
  const { data: people = [] } = presenceApi.useHereQuery(
    { eventId, screen },
    { pollingInterval: PRESENCE_BEAT_MS, skip: replay || !online, skipPollingIfUnfocused: false },
  );
  // Leaving is said only by a tab that was heard (connected, not a replay).
  const heard = !replay && online;
  useEffect(() => {
    if (!heard) return undefined;
    return () => {
      void dispatch(presenceApi.endpoints.leave.initiate({ eventId }));
    };
  }, [dispatch, eventId, heard]);
  if (people.length === 0) return null;
  const shown = people.slice(0, MAX_SHOWN);
  return (
    <HStack gap={-1} role="group" aria-label={t('presence.label')} flexShrink={0}>
      {shown.map((person) => {
        const where = [...new Set(person.screens.map(screenName))].join(', ');
        const label = t('presence.person', { name: person.name, where });
        return (
          <Box
            key={person.userId}
            role="img"
            aria-label={label}
            title={label}
            boxSize={8}
            borderRadius="full"
            borderWidth="2px"
            borderColor="bg"
            bg="primary.solid"
            color="primary.contrast"
            fontSize="xs"
            fontWeight="semibold"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
          >
            {initials(person.name)}
          </Box>
        );
      })}
      {people.length > MAX_SHOWN && (
        <Box as="span" fontSize="sm" color="fg.muted" paddingLeft={2}>
          +{people.length - MAX_SHOWN}
          <VisuallyHidden>
            {t('presence.more', { count: people.length - MAX_SHOWN })}
          </VisuallyHidden>
        </Box>
      )}
    </HStack>
  );
}
