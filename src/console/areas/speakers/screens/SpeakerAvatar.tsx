// A speaker's avatar in the list: the served 150 px size, round, or the initial on a neutral disc.
import { Box, Image } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectFileById, useFileSrc } from '../../../entities/files';
import type { SpeakerView } from '../../../entities/speakers';
import { useT } from '../../../app/useT';

export function SpeakerAvatar({ eventId, speaker }: { eventId: string; speaker: SpeakerView }) {
  const t = useT('speakers');
  const { avatarId, name } = speaker;
  const timestamp = useAppSelector((s) =>
    avatarId ? selectFileById(s, avatarId)?.timestamp : undefined,
  );
  const src = useFileSrc(eventId, avatarId, '_size_w150', timestamp);
  return (
    <Box
      w="48px"
      h="48px"
      rounded="full"
      bg="bg.muted"
      overflow="hidden"
      display="grid"
      placeItems="center"
      aria-hidden={avatarId ? undefined : true}
    >
      {avatarId ? (
        <Image src={src} alt={t('avatarOf', { name })} w="full" h="full" objectFit="cover" />
      ) : (
        <Box fontWeight="semibold">{name.trim().charAt(0).toUpperCase()}</Box>
      )}
    </Box>
  );
}
