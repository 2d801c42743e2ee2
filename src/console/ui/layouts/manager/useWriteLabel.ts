// A queued write named in words for the failed-writes list ("Event settings of «Forum»"), by
// its definition's name (shell:failed.write.*, then by its entity, then a plain "Change"), with
// the title of the event it concerns when it concerns one.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import type { QueuedWrite } from '../../../../client/queue';
import { selectEventViews } from '../../../entities/events';

const eventIdOf = (write: QueuedWrite): string | null => {
  const request = write.call.request as { eventId?: unknown } | null | undefined;
  return typeof request?.eventId === 'string' ? request.eventId : null;
};

export function useWriteLabel(): (write: QueuedWrite) => string {
  const { t } = useTranslation('shell');
  const events = useAppSelector(selectEventViews);
  return useCallback(
    (write: QueuedWrite) => {
      const eventId = eventIdOf(write);
      const event = eventId === null ? undefined : events.find((e) => e.eventId === eventId);
      const createdTitle = (write.call.request as { title?: unknown } | null)?.title;
      const title =
        event?.title || (typeof createdTitle === 'string' && createdTitle) || t('failed.untitled');
      const name = write.write ?? `${write.call.service}.${write.call.method}`;
      const keys = [`failed.write.${name}`, `failed.entity.${name.split('.')[0] ?? ''}`];
      return t([...keys, eventId === null ? 'failed.other' : 'failed.otherOfEvent'], { title });
    },
    [t, events],
  );
}
