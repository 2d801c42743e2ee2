// One line per refused write: what it changed, in words; what the server said, in the
// organiser's language when the console knows the refusal; when; retry (when a second send
// may pass) or discard.
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Code } from '@connectrpc/connect';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLocale } from '../../../app/uiSlice';
import { DATE_LOCALE } from '../../../i18n';
import { PERMANENT_REFUSALS } from '../../../../common/permanentRefusals';
import { failedWriteDiscarded, failedWriteRetried } from '../../../../client/queue';
import type { QueuedWrite } from '../../../../client/queue';
import { useRefusalText } from '../../serverRefusal';
import { useWriteLabel } from './useWriteLabel';
import { useT } from '../../../app/useT';

/** The server's permanent refusals, and a method it does not have: no retry passes them. */
const FINAL_CODES: ReadonlySet<Code> = new Set([...PERMANENT_REFUSALS, Code.Unimplemented]);

const retryMayHelp = (write: QueuedWrite) => !write.error || !FINAL_CODES.has(write.error.code);

export function FailedWritesList({ writes }: { writes: QueuedWrite[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const label = useWriteLabel();
  const refusalText = useRefusalText();
  const time = new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <List.Root variant="plain" gap={3}>
      {writes.map((write) => {
        const ids = { uid: write.uid, mutationId: write.mutationId };
        return (
          <List.Item key={write.mutationId} borderWidth="1px" borderRadius="md" p={3}>
            <Stack gap={1} w="full">
              <HStack justify="space-between" align="baseline" flexWrap="wrap">
                <Text fontWeight="medium" wordBreak="break-word">
                  {label(write)}
                </Text>
                <Text asChild fontSize="xs" color="fg.muted">
                  <time dateTime={new Date(write.createdAt).toISOString()}>
                    {time.format(write.createdAt)}
                  </time>
                </Text>
              </HStack>
              {write.error && <Text color="fg.error">{refusalText(write.error)}</Text>}
              {!retryMayHelp(write) && (
                <Text fontSize="sm" color="fg.muted">
                  {t('shell:failed.final')}
                </Text>
              )}
              <HStack justify="flex-end" gap={2} mt={1}>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => dispatch(failedWriteDiscarded(ids))}
                >
                  {t('shell:failed.discard')}
                </Button>
                {retryMayHelp(write) && (
                  <Button
                    size="xs"
                    colorPalette="primary"
                    onClick={() => dispatch(failedWriteRetried(ids))}
                  >
                    {t('shell:failed.retry')}
                  </Button>
                )}
              </HStack>
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
