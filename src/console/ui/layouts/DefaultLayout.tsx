// The default layout (spec/console.md §2.2): a minimal toolbar whose product name leads home.
import { Box, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Toolbar } from './Toolbar';

export function DefaultLayout() {
  const { t } = useTranslation();
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
