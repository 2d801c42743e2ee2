// Whether the live feed is connected (online / connecting / offline): an icon, and its text
// beside it from tablet width up, or from `textFrom` in a crowded toolbar (for screen readers
// always), announced when it changes. The
// browser saying it is offline wins over a socket that has not noticed yet; a replayed
// diagnostics bundle is not connected at all and says so. The 700 shades keep the text at
// 4.5:1 or more on white.
import { Box, HStack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectReplay } from '../../../app/uiSlice';
import { selectLiveStatus } from '../../../../client/live';
import type { LiveStatus } from '../../../../client/live';
import { ConnectingIcon, InfoIcon, OfflineIcon, OnlineIcon } from '../../icons';
import { useNetworkOnline } from '../../useNetworkOnline';
import { useT } from '../../../app/useT';

type Status = LiveStatus | 'replay';

const LOOK: Record<Status, { Icon: ComponentType<IconProps>; color: string }> = {
  online: { Icon: OnlineIcon, color: 'green.700' },
  connecting: { Icon: ConnectingIcon, color: 'orange.700' },
  offline: { Icon: OfflineIcon, color: 'red.700' },
  replay: { Icon: InfoIcon, color: 'gray.700' },
};

export function ConnectionIndicator({ textFrom = 'md' }: { textFrom?: 'md' | '2xl' }) {
  const t = useT();
  const live = useAppSelector(selectLiveStatus);
  const replay = useAppSelector(selectReplay);
  const networkOnline = useNetworkOnline();
  const status: Status = replay ? 'replay' : networkOnline ? live : 'offline';
  const { Icon, color } = LOOK[status];
  return (
    <HStack gap={1.5} color={color} aria-live="polite" flexShrink={0} data-status={status}>
      <Icon boxSize={5} />
      <Box as="span" fontSize="sm" srOnly={{ base: true, [textFrom]: false }}>
        {t(`shell:live.${status}`)}
      </Box>
    </HStack>
  );
}
