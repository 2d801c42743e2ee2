// Feedback forms list (spec/content.md §2.19): the event's feedback forms by name, each linking
// to its screen, and the 'Добавить форму' dialog that upserts a new one.
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useEditedEvent } from '../../../entities/events';
import { feedbackForms, useUpsertFormMutation } from '../../../entities/forms';
import { useAreaFailure } from '../../../ui/itemForm';
import { FeedbackFormDialog } from './FeedbackFormDialog';
import { ERROR_PREFIX } from './formsErrors';
import { useFormsLive } from './useFormsLive';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { useT } from '../../../app/useT';

export function FeedbackFormsScreen() {
  const t = useT('forms');
  const fail = useAreaFailure(ERROR_PREFIX);
  const navigate = useNavigate();
  const { eventId } = useEditedEvent();
  const { view } = useFormsLive(eventId);
  const [upsertForm] = useUpsertFormMutation();
  const [open, setOpen] = useState(false);
  const forms = feedbackForms(view);

  const create = async (name: string, formId: string) => {
    try {
      await upsertForm({ eventId, formId, name }).unwrap();
    } catch (error) {
      fail(error);
      return;
    }
    setOpen(false);
    void navigate(formId);
  };

  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="4xl">
      <ScreenHeading id="feedback-title" title={t('feedback.title')}>
        <Button colorPalette="primary" size="sm" onClick={() => setOpen(true)}>
          {t('feedback.add')}
        </Button>
      </ScreenHeading>
      {forms.length === 0 ? (
        <Text color="fg.muted">{t('feedback.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap={2} aria-labelledby="feedback-title">
          {forms.map((form) => (
            <li key={form.formId}>
              <Link asChild fontWeight="medium" wordBreak="break-word">
                <RouterLink to={form.formId}>{form.name}</RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      )}
      <FeedbackFormDialog
        open={open}
        taken={forms.map((f) => f.formId)}
        onSave={create}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
