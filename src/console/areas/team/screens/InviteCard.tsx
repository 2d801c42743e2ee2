// Invite by e-mail and role: the mail goes out through the server's outbox with a link that
// works once, for 7 days. Someone already in the team is refused on the e-mail field.
import { Card, Field, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { v7 as uuidv7 } from 'uuid';
import { object, string } from 'yup';
import type { CallError } from '../../../../client/transport';
import { emailRule } from '../../../../common/rules';
import { MEMBER_ROLES } from '../../../../common/teamRights';
import { useAppDispatch } from '../../../app/hooks';
import { FormTextField } from '../../../ui/form';
import { notified } from '../../../ui/notificationsSlice';
import { refusalNotified, refusalOf, useRefusalText } from '../../../ui/serverRefusal';
import { useInviteMemberMutation } from '../teamApi';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

const schema = object({ email: emailRule, role: string().oneOf(MEMBER_ROLES) });
type Values = { email: string; role: string };
const initialValues: Values = { email: '', role: 'editor' };

export function InviteCard({ eventId, onChanged }: { eventId: string; onChanged: () => void }) {
  const t = useT('team');
  const dispatch = useAppDispatch();
  const refusalText = useRefusalText();
  const [invite] = useInviteMemberMutation();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const email = values.email.trim();
    try {
      await invite({ eventId, email, role: values.role, invitationId: uuidv7() }).unwrap();
    } catch (error) {
      const refusal = error as CallError;
      if (refusalOf(refusal).field === 'email') {
        await helpers.setFieldTouched('email', true, false);
        helpers.setFieldError('email', refusalText(refusal));
      } else dispatch(refusalNotified(refusal));
      return;
    }
    helpers.resetForm({ values: { email: '', role: values.role } });
    dispatch(notified({ text: 'team:invite.sent', values: { email } }));
    onChanged();
  };

  return (
    <Card.Root as="section" aria-labelledby="team-invite-title">
      <Card.Header>
        <Heading as="h2" size="md" id="team-invite-title">
          {t('invite.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting, values, handleChange }) => (
            <Form noValidate>
              <Stack gap={4}>
                <FormTextField
                  name="email"
                  type="email"
                  label={t('invite.email')}
                  autoComplete="off"
                  required
                />
                <Field.Root>
                  <Field.Label>{t('invite.role')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="role" value={values.role} onChange={handleChange}>
                      {MEMBER_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`role.${role}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>{t(`roleHint.${values.role}`)}</Field.HelperText>
                </Field.Root>
                <BusyButton
                  type="submit"
                  colorPalette="primary"
                  alignSelf={{ base: 'stretch', sm: 'start' }}
                  loading={isSubmitting}
                >
                  {t('invite.submit')}
                </BusyButton>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
