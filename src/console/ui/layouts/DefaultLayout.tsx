// The default layout (spec/console.md §2.2): a minimal toolbar whose product name leads home.
import { Box, Link } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Toolbar } from './Toolbar';
import { useT } from '../../app/useT';

export function DefaultLayout() {
  const t = useT();
  return (
    <Box minH="100dvh">
      <Toolbar>
        <Link asChild fontWeight="semibold" fontSize="lg" color="fg">
          <RouterLink to="/">{t('product')}</RouterLink>
        </Link>
      </Toolbar>
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
