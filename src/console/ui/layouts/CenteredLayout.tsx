// The layout of the authentication screens (spec/console.md §2.3): a top bar with the product
// name, the language and one button (sign up on /signin, log in everywhere else), and the
// screen in a centered column (max 420 px, full width on phones). The screens bring their own
// card (areas/session AuthCard), so the layout adds none around it.
import { Box, Button, Spacer, Text } from '@chakra-ui/react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../LanguageSwitch';
import { Toolbar } from './Toolbar';
import { useT } from '../../app/useT';

export function CenteredLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const onSignIn = pathname === '/signin';
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Toolbar>
        <Text fontWeight="semibold" fontSize={{ base: 'md', sm: 'lg' }} truncate minW={0}>
          {t('product')}
        </Text>
        <Spacer />
        <LanguageSwitch />
        <Button asChild size="sm" variant="outline" colorPalette="primary" flexShrink={0}>
          <Link to={onSignIn ? '/signup' : '/signin'}>
            {t(onSignIn ? 'shell:centered.goToSignUp' : 'shell:centered.login')}
          </Link>
        </Button>
      </Toolbar>
      <Box
        as="main"
        w="full"
        maxW="420px"
        mx="auto"
        px={{ base: 2, sm: 4 }}
        py={{ base: 4, sm: 10 }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
