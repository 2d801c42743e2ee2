// spec/console.md §2.11: while the signed-in user's e-mail is not verified, a warning with a
// 'get link' action that sends the verification mail again. The organisation document is
// followed live, so the banner goes away as soon as the link has been used anywhere, and says
// so when the last mail could not be delivered (the outbox gave it up), with the same action.
import { Alert } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOrganisation } from '../../../entities/organisation';
import { selectUser } from '../../../entities/session';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { failureNotified, notified } from '../../notificationsSlice';
import { useResendEmailVerificationMutation } from '../../shellApi';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../BusyButton';

export function EmailVerificationBanner() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const organisation = useAppSelector(selectOrganisation);
  useLiveTarget(user ? LIVE_TARGETS.organisation.path({ uid: user.uid }) : null);
  const [send, { isLoading }] = useResendEmailVerificationMutation();

  if (!user) return null;
  // Until the live document has arrived, the session's word (from sign-in) stands.
  const verified =
    organisation && organisation.id === user.uid ? organisation.emailVerified : user.emailVerified;
  if (verified) return null;
  const undelivered = organisation?.id === user.uid && organisation.lastMailFailed;

  const resend = async () => {
    const result = await send(undefined);
    if ('error' in result) dispatch(failureNotified(result.error?.message ?? t('error.title')));
    else dispatch(notified({ text: 'message.emailSent' }));
  };

  return (
    <Alert.Root status="warning" borderRadius={0} alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>{t('shell:emailNotVerified')}</Alert.Title>
        {undelivered && (
          <Alert.Description>{t('shell:mailUndelivered', { email: user.email })}</Alert.Description>
        )}
      </Alert.Content>
      <BusyButton
        size="sm"
        variant="outline"
        colorPalette="orange"
        loading={isLoading}
        onClick={resend}
      >
        {t(undelivered ? 'shell:getLinkAgain' : 'shell:getLink')}
      </BusyButton>
    </Alert.Root>
  );
}
