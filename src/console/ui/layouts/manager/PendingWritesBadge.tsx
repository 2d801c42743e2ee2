// How many of the signed-in user's writes are still waiting to be sent ("N unsent changes");
// nothing when all are sent. On phones the number alone shows; a crowded toolbar (the edit
// shell's, beside the drawer and the preview) keeps it that way up to a wider screen.
import { Badge, Box } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../entities/session';
import { pendingOf } from '../../../../client/queue';
import { UploadIcon } from '../../icons';
import { useT } from '../../../app/useT';

export function PendingWritesBadge({ textFrom = 'md' }: { textFrom?: 'md' | '2xl' }) {
  const t = useT();
  const uid = useAppSelector(selectUser)?.uid;
  const count = useAppSelector((state) => (uid ? pendingOf(state.queue, uid).length : 0));
  if (count === 0) return null;
  const text = t('shell:pending', { count });
  return (
    <Badge colorPalette="orange" variant="subtle" size="md" flexShrink={0} title={text}>
      <UploadIcon boxSize={3.5} />
      <Box as="span" aria-hidden="true" hideFrom={textFrom}>
        {count}
      </Box>
      <Box as="span" srOnly={{ base: true, [textFrom]: false }}>
        {text}
      </Box>
    </Badge>
  );
}
