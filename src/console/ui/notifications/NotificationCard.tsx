// One notification: its colour and icon, optional title, text, the count of those waiting
// behind it, a close button and, for the 'new version' notice, a reload action.
import { Badge, Box, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import type { Notification, NotificationColor } from '../notificationsSlice';
import { refusalText } from '../serverRefusal';

/** spec/console.md §9: queued toasts close after 6000 ms. */
export const NOTIFICATION_TIMEOUT_MS = 6000;
/** Dispatched by the service worker registration when a new version is waiting. */
export const UPDATE_AVAILABLE = 'shell:updateAvailable';

const ICONS: Record<NotificationColor, ComponentType<IconProps>> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
  warning: WarningIcon,
};

export interface NotificationCardProps {
  notification: Notification;
  waiting: number;
  onClose: () => void;
}

export function NotificationCard({ notification, waiting, onClose }: NotificationCardProps) {
  const { t, i18n } = useTranslation();
  const [paused, setPaused] = useState(false);
  const isUpdate = notification.text === UPDATE_AVAILABLE;
  // Timed, but not while the pointer or focus is on it (time to read it, WCAG 2.2.1); the
  // update offer waits for an answer.
  useEffect(() => {
    if (paused || isUpdate) return undefined;
    const timer = setTimeout(onClose, NOTIFICATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [paused, isUpdate, onClose]);

  const StatusIcon = ICONS[notification.color];
  const text = notification.literal
    ? notification.text
    : refusalText(t, i18n.language, notification.text, notification.values);
  return (
    <Flex
      pointerEvents="auto"
      align="flex-start"
      gap={3}
      p={3}
      borderRadius="md"
      boxShadow="lg"
      bg={notification.color}
      color="gray.950"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <StatusIcon boxSize={5} mt={0.5} flexShrink={0} />
      <Box flex="1" minW={0}>
        {notification.title && <Text fontWeight="semibold">{t(notification.title)}</Text>}
        <Text wordBreak="break-word">{text}</Text>
        {isUpdate && (
          <Button
            mt={2}
            size="xs"
            variant="outline"
            color="inherit"
            borderColor="currentColor"
            onClick={() =>
              window.__eventappActivateUpdate
                ? window.__eventappActivateUpdate()
                : window.location.reload()
            }
          >
            {t('shell:reload')}
          </Button>
        )}
      </Box>
      {waiting > 0 && (
        <Badge variant="solid" colorPalette="gray" borderRadius="full" mt={0.5}>
          <span aria-hidden="true">{waiting}</span>
          <Box as="span" srOnly>
            {t('shell:notifications.waiting', { count: waiting })}
          </Box>
        </Badge>
      )}
      <CloseButton
        size="2xs"
        color="inherit"
        aria-label={t('shell:notifications.close')}
        onClick={onClose}
      />
    </Flex>
  );
}
