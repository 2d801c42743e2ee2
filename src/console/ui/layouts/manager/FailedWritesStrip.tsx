// Writes the server refused for good (ARCHITECTURE §3: nothing is discarded silently): a
// warning strip with their number that opens the list, where each can be retried or discarded.
import { Alert, Button } from '@chakra-ui/react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../entities/session';
import { useT } from '../../../app/useT';

// The dialog's code stays out of every signed-in route: it is fetched once a write has failed.
const FailedWritesDialog = lazy(() =>
  import(/* webpackChunkName: "failedWrites" */ './FailedWritesDialog').then((module) => ({
    default: module.FailedWritesDialog,
  })),
);

export function FailedWritesStrip() {
  const t = useT();
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
      <Suspense fallback={null}>
        <FailedWritesDialog open={open} onOpenChange={setOpen} writes={failed} />
      </Suspense>
    </>
  );
}
