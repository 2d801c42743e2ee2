import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { publicEventUrl } from '../../../entities/events';
import type { EventView } from '../../../entities/events';
import type { EventActions } from '../../../ui/event';
import { useT } from '../../../app/useT';

interface EventCardMenuProps {
  event: EventView;
  title: string;
  actions: EventActions;
  /** Whether the user owns the event: only the owner copies, publishes and archives (issue 24). */
  owner: boolean;
}

const ACTIONS = ['copy', 'publish', 'unpublish', 'archive', 'unarchive'] as const;
const isAction = (value: string): value is (typeof ACTIONS)[number] =>
  (ACTIONS as readonly string[]).includes(value);

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

/** The card menu of spec/console.md §2.12: open URL, copy, publish or unpublish, archive or not. */
export function EventCardMenu({ event, title, actions, owner }: EventCardMenuProps) {
  const t = useT('events');
  // The public app is served by this same host (its origin), unless a verified domain serves it.
  const url = publicEventUrl(event, window.location.origin);
  const published = event.publishedAt !== undefined;
  return (
    // Each card's menu is mounted when opened and dropped when closed: the list renders a
    // trigger per card, not twenty hidden menus, before its first paint (issue 14).
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (isAction(value)) void actions[value](event);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('list.actions', { title })}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {url ? (
              <Menu.Item value="open-url" asChild>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('action.openUrl')}
                </a>
              </Menu.Item>
            ) : (
              // No public URL before the queued create has reached the server and got its key.
              <Menu.Item value="open-url" disabled>
                {t('action.openUrl')}
              </Menu.Item>
            )}
            {owner && <Menu.Item value="copy">{t('action.copy')}</Menu.Item>}
            {!owner ? null : published ? (
              <Menu.Item value="unpublish">{t('action.unpublish')}</Menu.Item>
            ) : (
              // An archived event cannot be published (the server refuses): restore it first.
              !event.isArchive && <Menu.Item value="publish">{t('action.publish')}</Menu.Item>
            )}
            {!owner ? null : event.isArchive ? (
              <Menu.Item value="unarchive">{t('action.unarchive')}</Menu.Item>
            ) : (
              <Menu.Item value="archive">{t('action.archive')}</Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
