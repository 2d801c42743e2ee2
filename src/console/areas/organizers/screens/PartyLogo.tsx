// A row's logo in the organizers tables: the served 150 px size (with the file record's time as
// ?v=, so a re-cropped logo shows at once), or a neutral placeholder when there is none.
import { Box, Image, VisuallyHidden } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { ImageIcon } from '../../../ui/widgetIcons';
import { selectFileById, useFileSrc } from '../../../entities/files';
import type { PartyView } from '../../../entities/parties';
import { useT } from '../../../app/useT';

export function PartyLogo({ row }: { row: PartyView }) {
  const t = useT('organizers');
  const timestamp = useAppSelector((s) =>
    row.logoId ? selectFileById(s, row.logoId)?.timestamp : undefined,
  );
  const src = useFileSrc(row.eventId, row.logoId, '_size_w150', timestamp);
  return (
    <Box
      w="80px"
      h="40px"
      rounded="sm"
      bg="bg.muted"
      display="grid"
      placeItems="center"
      overflow="hidden"
    >
      {row.logoId ? (
        <Image
          src={src}
          alt={t('logoOf', { name: row.name })}
          maxW="full"
          maxH="full"
          objectFit="contain"
        />
      ) : (
        <>
          <ImageIcon boxSize={5} color="fg.subtle" />
          <VisuallyHidden>{t('noLogo')}</VisuallyHidden>
        </>
      )}
    </Box>
  );
}
