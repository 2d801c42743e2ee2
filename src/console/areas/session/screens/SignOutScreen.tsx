// Spec/console.md §2.9. The session is cleared at once, without waiting for the server: signing
// out must work offline too, and a refresh token the server never hears about just expires.
import { Center, Spinner } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { useSignOutMutation } from '../../../entities/session';
import { signedOut } from '../../../entities/session';
import { useT } from '../../../app/useT';

export function SignOutScreen() {
  const t = useT('auth');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const { refreshToken } = store.getState().session;
    if (refreshToken) {
      // Failures are ignored on purpose (offline, or a token the server already dropped).
      signOut({ refreshToken })
        .unwrap()
        .catch(() => undefined);
    }
    // Entity slices clear themselves on signedOut; cached call results go with them.
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void navigate('/signin', { replace: true });
  }, [store, dispatch, navigate, signOut]);

  return (
    <Center minH="100dvh">
      <Spinner size="lg" color="primary" aria-label={t('signout.working')} />
    </Center>
  );
}
