// The signed-in area's layout (spec/console.md §2.11): the toolbar (breadcrumbs rooted at the
// product name, connection state, unsent changes, account menu), the warnings that concern the
// whole account (unverified e-mail, refused writes), then the screen.
import { Box, Spacer } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import {
  AccountMenu,
  ConnectionIndicator,
  EmailVerificationBanner,
  FailedWritesStrip,
  ManagerBreadcrumbs,
  PendingWritesBadge,
} from './manager';
import { ReplayReadOnly } from '../ReplayReadOnly';
import { Toolbar } from './Toolbar';
import { useT } from '../../app/useT';

export function ManagerLayout() {
  const t = useT();
  const product = t('product');
  useEffect(() => {
    document.title = product;
  }, [product]);

  return (
    <Box minH="100dvh">
      <Toolbar>
        <ManagerBreadcrumbs />
        <Spacer />
        <PendingWritesBadge />
        <ConnectionIndicator />
        <AccountMenu />
      </Toolbar>
      <EmailVerificationBanner />
      <FailedWritesStrip />
      <Box as="main" px={{ base: 3, sm: 6 }} py={{ base: 4, sm: 6 }} maxW="1200px" mx="auto">
        <ReplayReadOnly>
          <Outlet />
        </ReplayReadOnly>
      </Box>
    </Box>
  );
}
