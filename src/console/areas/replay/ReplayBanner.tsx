import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { leaveReplay } from './replayMode';

/** Always on top during a replay, so nobody mistakes it for a live console. */
export function ReplayBanner() {
  const { t } = useTranslation('replay');
  return (
    <HStack
      role="status"
      position="sticky"
      top={0}
      zIndex="banner"
      bg="warning"
      color="black"
      px={4}
      py={2}
      justify="space-between"
      wrap="wrap"
    >
      <Text fontWeight="semibold">{t('banner')}</Text>
      <Button size="xs" variant="outline" onClick={leaveReplay}>
        {t('exit')}
      </Button>
    </HStack>
  );
}
