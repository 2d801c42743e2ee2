// Feedback form (spec/content.md §2.20): titled by the form's name ('Поля формы' without one),
// its fields in the form's order with an asterisk on required ones, and an 'Add field' button;
// then the answers attendees sent, with a download.
import { Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isFeedbackFormId } from '../../../../common/forms';
import { useEditedEvent } from '../../../entities/events';
import { fieldsInOrder } from '../../../entities/forms';
import { FeedbackResults } from './FeedbackResults';
import { FieldList } from './FieldList';
import { useFieldsLive, useFormsLive } from './useFormsLive';
import { useT } from '../../../app/useT';

export function FeedbackFormScreen() {
  const t = useT('forms');
  const { formId = '' } = useParams();
  const { eventId } = useEditedEvent();
  const valid = isFeedbackFormId(formId);
  const { synced, view } = useFormsLive(eventId);
  useFieldsLive(eventId, valid ? formId : null);
  const form = view.forms.get(formId);
  if (!valid || (synced && !form)) return <Text p={6}>{t('feedback.notFound')}</Text>;
  if (!form) return <Spinner m={6} aria-label={t('feedback.loading')} />;
  const fields = fieldsInOrder(view, formId);
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="3xl">
      <Link asChild alignSelf="start" textStyle="sm">
        <RouterLink to=".." relative="path">
          {t('feedback.title')}
        </RouterLink>
      </Link>
      <Heading as="h1" size="xl" wordBreak="break-word">
        {form.name || t('feedback.formTitle')}
      </Heading>
      <FieldList
        eventId={eventId}
        formId={formId}
        title={t('feedback.formTitle')}
        fields={fields}
        fieldsPath="fields"
      />
      <FeedbackResults eventId={eventId} formId={formId} name={form.name} fields={fields} />
    </Stack>
  );
}
