// The design screen (spec/console.md §2.19): theme and its colours, the app icon and name, the
// three branding images, one Save. Mounted once per event, so a live echo does not overwrite
// what the organiser is editing; writes go through the queue and show optimistically.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { CallError } from '../../../client/transport';
import type { DraftDesign } from '../../../common/preview';
import { setPreviewDraft } from '../../ui/preview';
import { refusalNotified } from '../../ui/serverRefusal';
import { useQueuedSave } from '../../ui/useQueuedSave';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useEditedEvent } from '../../entities/events';
import {
  selectUpdateKey,
  useSetEventThemeMutation,
  useUpdateEventMutation,
} from '../../entities/events';
import type { EventView } from '../../entities/events';
import { AppCard } from './AppCard';
import { BrandingCard } from './BrandingCard';
import { settleSaved } from '../../ui/form';
import { designSchema, designValues, designWrites } from './designForm';
import type { DesignValues } from './designForm';
import { previewDraftOf, useDraftSignatures } from './previewDraft';
import { ThemeCard } from './ThemeCard';
import { useT } from '../../app/useT';
import { BusyButton } from '../../ui/BusyButton';

export function DesignScreen() {
  const event = useEditedEvent();
  return <DesignForm key={event.eventId} event={event} />;
}

function DesignForm({ event }: { event: EventView }) {
  const t = useT('design');
  const dispatch = useAppDispatch();
  const key = useAppSelector((state) => selectUpdateKey(state, event));
  const [setTheme] = useSetEventThemeMutation();
  const [updateEvent] = useUpdateEventMutation();
  const save = useQueuedSave();
  const [initialValues] = useState(() => designValues(event));
  // The values last saved (or followed from the live event): what a Save compares against.
  const saved = useRef<DesignValues>(initialValues);

  const formik = useFormik<DesignValues>({
    initialValues,
    validationSchema: designSchema,
    onSubmit: async (values, helpers) => {
      const writes = designWrites(values, saved.current);
      try {
        const { outcome } = await save(async () => {
          for (const theme of writes.themes) {
            await setTheme({ eventId: event.eventId, ...theme }).unwrap();
          }
          if (writes.update && key) {
            await updateEvent({ eventId: event.eventId, key, ...writes.update }).unwrap();
          }
        });
        // Refused: the queue's notice says why; the form keeps the changes.
        if (outcome === 'refused') return;
      } catch (error) {
        dispatch(refusalNotified(error as CallError));
        throw error;
      }
      const trimmed = { ...values, title: values.title.trim() };
      saved.current = trimmed;
      settleSaved(helpers, values, trimmed);
    },
  });

  // Follow the live event while nothing is edited: after a reload the stored copy may be older
  // than the server's, and another organiser's change should show. Edits in progress stay.
  const liveKey = JSON.stringify(designValues(event));
  const followLive = useEffectEvent((live: string) => {
    if (formik.dirty || formik.isSubmitting || live === JSON.stringify(saved.current)) return;
    saved.current = JSON.parse(live) as DesignValues;
    formik.resetForm({ values: saved.current });
  });
  // Only the live values trigger this (formik is a new object on every render).
  useEffect(() => followLive(liveKey), [liveKey]);

  // The preview shows the design as it is edited, before Save (issue 13), and what was saved
  // until the server has it: the framed app then reads it, with no flash of the old design.
  const shown = formik.dirty
    ? formik.values
    : event.pendingWrites > 0
      ? formik.initialValues
      : null;
  const signatures = useDraftSignatures(event.eventId, shown);
  const draft = shown
    ? JSON.stringify({ ...previewDraftOf(shown, formik.initialValues), signatures })
    : '';
  useEffect(() => {
    setPreviewDraft(event.eventId, draft ? (JSON.parse(draft) as DraftDesign) : null);
  }, [event.eventId, draft]);
  useEffect(() => () => setPreviewDraft(event.eventId, null), [event.eventId]);

  useUnsavedChangesGuard({
    when: formik.dirty,
    save: async () => {
      const errors = await formik.validateForm();
      // An invalid form cannot be saved: stay, with its messages shown.
      if (Object.keys(errors).length) {
        await formik.submitForm();
        throw new Error('invalid');
      }
      await formik.submitForm();
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap={6} maxW="3xl">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <ThemeCard formik={formik} />
        <AppCard formik={formik} eventId={event.eventId} />
        <BrandingCard formik={formik} eventId={event.eventId} />
        {!key && <Text color="fg.muted">{t('afterSync')}</Text>}
        <BusyButton
          type="submit"
          colorPalette="primary"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          disabled={!formik.dirty || formik.isSubmitting || !key}
          loading={formik.isSubmitting}
        >
          {t('save')}
        </BusyButton>
      </Stack>
    </form>
  );
}
