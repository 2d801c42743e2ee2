// The page an invitation's link opens (/invitation?code=…, issue 24). Signed out: sign in or up,
// and come back here. Signed in: accept with a click (a link opened by a mail scanner must not
// join anyone), then go to the event list, where the event now shows. An expired, used or
// revoked invitation says so.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { CallError } from '../../../../client/transport';
import { MESSAGES } from '../../../../common/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuthStatus, selectUser } from '../../../entities/session';
import { notified } from '../../../ui/notificationsSlice';
import { refusalOf, useRefusalText } from '../../../ui/serverRefusal';
import { AuthCard } from '../../../ui/AuthCard';
import { useAcceptInvitationMutation } from '../teamApi';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

export function InvitationScreen() {
  const t = useT('team');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const status = useAppSelector(selectAuthStatus);
  const email = useAppSelector(selectUser)?.email ?? '';
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const refusalText = useRefusalText();
  const [failure, setFailure] = useState<string | null>(null);
  const here = `/invitation?code=${encodeURIComponent(code)}`;

  const onAccept = async () => {
    setFailure(null);
    try {
      await accept({ code }).unwrap();
    } catch (error) {
      const refusal = error as CallError;
      setFailure(
        refusalOf(refusal).message === MESSAGES.invitationInvalid
          ? t('accept.invalid')
          : refusalText(refusal),
      );
      return;
    }
    dispatch(notified({ text: 'team:accept.joined' }));
    void navigate('/');
  };

  return (
    <AuthCard title={t('accept.title')}>
      {!code ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('accept.noCode')}</Alert.Title>
        </Alert.Root>
      ) : status === 'signedIn' ? (
        <Stack gap={4}>
          <Text>{t('accept.signedInText', { email })}</Text>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title whiteSpace="normal">{failure}</Alert.Title>
            </Alert.Root>
          )}
          {failure ? (
            <Button asChild variant="outline" colorPalette="primary">
              <RouterLink to="/">{t('accept.toList')}</RouterLink>
            </Button>
          ) : (
            <BusyButton colorPalette="primary" loading={isLoading} onClick={() => void onAccept()}>
              {t('accept.submit')}
            </BusyButton>
          )}
        </Stack>
      ) : (
        <Stack gap={4}>
          <Text>{t('accept.signedOutText')}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <Button asChild colorPalette="primary" disabled={status === 'unknown'}>
              <RouterLink to={`/signin?redirect=${encodeURIComponent(here)}`}>
                {t('accept.signIn')}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="primary">
              <RouterLink to={`/signup?redirect=${encodeURIComponent(here)}`}>
                {t('accept.signUp')}
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      )}
    </AuthCard>
  );
}
