// The fixed 56 px bar at the top of every layout (spec/console.md §2.25, §9).
import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const TOOLBAR_HEIGHT = '56px';

export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <Flex
      as="header"
      position="sticky"
      top={0}
      zIndex="sticky"
      h={TOOLBAR_HEIGHT}
      px={{ base: 2, sm: 4 }}
      gap={{ base: 1, sm: 3 }}
      align="center"
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      {children}
    </Flex>
  );
}
