// The notifications of spec/console.md §2.25: only the first of the queue shows, bottom right
// (full width at the bottom on phones), in a live region: polite, assertive for errors. Where it
// would cover a button of the page it shows at the top instead.
import { Box } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  notificationClosed,
  selectCurrentNotification,
  selectWaitingCount,
} from '../notificationsSlice';
import { NotificationCard } from './NotificationCard';
import { useClearOfButtons } from './useClearOfButtons';

export function NotificationHost() {
  const current = useAppSelector(selectCurrentNotification);
  const waiting = useAppSelector(selectWaitingCount);
  const dispatch = useAppDispatch();
  const id = current?.id;
  const close = useCallback(() => {
    if (id) dispatch(notificationClosed(id));
  }, [dispatch, id]);

  // Keyed by id: a new notification gets a fresh timer and pause state.
  const card = current && (
    <NotificationCard key={current.id} notification={current} waiting={waiting} onClose={close} />
  );
  const isError = current?.color === 'error';
  const host = useRef<HTMLDivElement>(null);
  const top = useClearOfButtons(host, id);
  const atTop = top !== undefined;
  return (
    <>
      {/* The regions stay mounted so that screen readers announce what is put into them. */}
      <Box
        ref={host}
        data-placement={atTop ? 'top' : 'bottom'}
        position="fixed"
        zIndex="toast"
        top={atTop ? `${top}px` : undefined}
        bottom={atTop ? undefined : { base: 2, sm: 4 }}
        insetStart={{ base: 2, sm: 'auto' }}
        insetEnd={{ base: 2, sm: 4 }}
        w={{ sm: '400px' }}
        pointerEvents="none"
      >
        <div role="status" aria-live="polite">
          {!isError && card}
        </div>
        <div role="alert">{isError && card}</div>
      </Box>
      {/* On phones the page can scroll its last lines out from under the notification. */}
      {current && <Box aria-hidden="true" h={{ base: '120px', sm: 0 }} />}
    </>
  );
}
