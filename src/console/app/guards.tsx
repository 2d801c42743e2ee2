// The access guard of spec/console.md §2.2: signed-in routes send others to /signin with the
// original path in `redirect` (omitted for '/'); signed-out routes send users home. Both
// wait until the auth state is known. Whoever has just signed in or up on a signed-out route
// lands on a clean address (issue 9): the query redirect is for a visit while signed in.
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Center, Spinner } from '@chakra-ui/react';
import { selectAuthStatus } from '../entities/session';
import { useAppSelector } from './hooks';
import { useT } from './useT';

function Waiting() {
  const t = useT('shell');
  return (
    <Center minH="100dvh" role="status" aria-label={t('authChecking')}>
      <Spinner size="lg" color="primary" />
    </Center>
  );
}

export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  if (status === 'unknown') return <Waiting />;
  if (status === 'signedOut') {
    const original = `${location.pathname}${location.search}`;
    const to = original === '/' ? '/signin' : `/signin?redirect=${encodeURIComponent(original)}`;
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

export function RequireSignedOut() {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  // Whether this route was shown signed out: then a sign-in now happened here.
  const [shownSignedOut, setShownSignedOut] = useState(false);
  if (status === 'signedOut' && !shownSignedOut) setShownSignedOut(true);
  if (status === 'unknown') return <Waiting />;
  if (status === 'signedIn') {
    // Go where the user was sent from (§2.4), else home.
    const redirect = new URLSearchParams(location.search).get('redirect');
    if (redirect?.startsWith('/') && !redirect.startsWith('//'))
      return <Navigate to={redirect} replace />;
    if (shownSignedOut) return <Navigate to="/" replace />;
    const original = `${location.pathname}${location.search}`;
    return <Navigate to={`/?redirect=${encodeURIComponent(original)}`} replace />;
  }
  return <Outlet />;
}
