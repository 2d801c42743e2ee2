// The list of refused writes, in a dialog the failed-writes strip opens. Its own module: the
// strip loads it (focus trap, scroll lock, portal) only once a write has failed.
import { Button, Dialog } from '@chakra-ui/react';
import type { QueuedWrite } from '../../../../client/queue';
import { DialogFrame } from '../../DialogFrame';
import { FailedWritesList } from './FailedWritesList';
import { useT } from '../../../app/useT';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  writes: QueuedWrite[];
}

export function FailedWritesDialog({ open, onOpenChange, writes }: Props) {
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      width="560px"
      title={t('shell:failed.title')}
      scrollBehavior="inside"
    >
      <Dialog.Body>
        <Dialog.Description mb={3} color="fg.muted">
          {t('shell:failed.hint')}
        </Dialog.Description>
        <FailedWritesList writes={writes} />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('shell:failed.close')}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogFrame>
  );
}
