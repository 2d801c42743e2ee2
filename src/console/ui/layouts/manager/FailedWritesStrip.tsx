// Writes the server refused for good (ARCHITECTURE §3: nothing is discarded silently): a
// warning strip with their number that opens the list, where each can be retried or discarded.
import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../entities/session';
import { FailedWritesList } from './FailedWritesList';

export function FailedWritesStrip() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const uid = useAppSelector(selectUser)?.uid;
  const allFailed = useAppSelector((state) => state.queue.failed);
  const failed = useMemo(() => allFailed.filter((write) => write.uid === uid), [allFailed, uid]);
  if (failed.length === 0) return null;

  return (
    <>
      <Alert.Root status="error" borderRadius={0} alignItems="center" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Content flex="1" minW="12rem">
          <Alert.Title>{t('shell:failed.strip', { count: failed.length })}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          {t('shell:failed.show')}
        </Button>
      </Alert.Root>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={2}>
            <Dialog.Content maxW="560px" w="full">
              <Dialog.Header>
                <Dialog.Title>{t('shell:failed.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb={3} color="fg.muted">
                  {t('shell:failed.hint')}
                </Dialog.Description>
                <FailedWritesList writes={failed} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('shell:failed.close')}</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
