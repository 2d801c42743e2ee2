import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { eventTitleRule } from '../../../../common/rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CallError } from '../../../transport/callError';
import { failureNotified, notified } from '../../../ui/notificationsSlice';
import { useUpdateEventMutation } from '../eventsApi';
import { selectUpdateKey } from '../eventsSelectors';
import type { EventView } from '../reconcile';
import { useRuleText } from './useRuleText';

const schema = object({ title: eventTitleRule });
type Values = { title: string };

/**
 * A minimal rename until the edit shell's general settings come: the title, queued as
 * UpdateEvent with the event's key. Mounted once per event, so an echo does not overwrite what
 * the organiser is typing.
 */
export function EventRenameForm({ event }: { event: EventView }) {
  const { t } = useTranslation('events');
  const ruleText = useRuleText();
  const dispatch = useAppDispatch();
  const key = useAppSelector((state) => selectUpdateKey(state, event));
  const [updateEvent] = useUpdateEventMutation();

  const submit = async ({ title }: Values, { resetForm }: FormikHelpers<Values>) => {
    if (!key) return;
    const trimmed = title.trim();
    try {
      await updateEvent({ eventId: event.eventId, key, title: trimmed }).unwrap();
    } catch (error) {
      dispatch(failureNotified((error as CallError).message));
      return;
    }
    resetForm({ values: { title: trimmed } });
    dispatch(notified({ text: 'message.updated' }));
  };

  return (
    <Formik initialValues={{ title: event.title }} validationSchema={schema} onSubmit={submit}>
      {({ errors, touched, dirty, isSubmitting, getFieldProps }) => (
        <Form noValidate>
          <Field.Root required invalid={Boolean(touched.title && errors.title)}>
            <Field.Label>
              {t('dashboard.rename.label')}
              <Field.RequiredIndicator />
            </Field.Label>
            <HStack w="full" align="start" gap={2} wrap={{ base: 'wrap', sm: 'nowrap' }}>
              <Input {...getFieldProps('title')} autoComplete="off" />
              <Button
                type="submit"
                colorPalette="primary"
                disabled={!dirty || isSubmitting || !key}
                loading={isSubmitting}
                flexShrink={0}
                w={{ base: 'full', sm: 'auto' }}
              >
                {t('dashboard.rename.save')}
              </Button>
            </HStack>
            <Field.ErrorText>{ruleText(errors.title)}</Field.ErrorText>
            {!key && <Field.HelperText>{t('dashboard.rename.afterSync')}</Field.HelperText>}
          </Field.Root>
        </Form>
      )}
    </Formik>
  );
}
