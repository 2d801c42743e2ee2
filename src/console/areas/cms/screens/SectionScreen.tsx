// Place and info section editors (spec §2.10): name, description, sort number; Create or Save
// (no rules). A new section opens its edit route; there, its "files and links". Info sections
// show the breadcrumb "Info / {title}".
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { FormLeaveGuard, FormTextField, settleSaved } from '../../../ui/form';
import { Crumbs } from '../../../ui/Crumbs';
import {
  selectCmsView,
  useCreateSectionMutation,
  useUpdateSectionMutation,
} from '../../../entities/cms';
import { useEditedEvent } from '../../../entities/events';
import { AttachmentsCard } from './AttachmentsCard';
import { FormRichText, SubmitButton, useSaveAndOpen } from './formParts';
import { sortNumberOf, useEditBase } from './shared';
import { useT } from '../../../app/useT';

interface Values {
  title: string;
  description: string;
  numSort: string;
}

function SectionScreen({ kind }: { kind: 'info' | 'place' }) {
  const t = useT('cms');
  const base = useEditBase();
  const save = useSaveAndOpen();
  const event = useEditedEvent();
  const { eventId } = event;
  const { groupId = '' } = useParams();
  useLiveTarget(LIVE_TARGETS.cmsSections.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.cmsSectionItems.path({ eventId }));
  const section = useAppSelector((s) => selectCmsView(s, event)).sections.find(
    (s) => s.groupId === groupId,
  );
  const [createSection] = useCreateSectionMutation();
  const [updateSection] = useUpdateSectionMutation();
  const creating = groupId === '';
  const form = useRef<FormikProps<Values>>(null);

  const submit = async (values: Values, reset: (values: Values) => void) => {
    const id = creating ? uuidv7() : groupId;
    const args = {
      eventId,
      kind,
      groupId: id,
      title: values.title,
      description: values.description,
      numSort: sortNumberOf(values.numSort),
    };
    // An update sends only what differs from what the form showed (cmsApi's Shown).
    const shown = form.current?.initialValues ?? values;
    const write = () =>
      creating
        ? createSection(args).unwrap()
        : updateSection({
            ...args,
            shown: { ...shown, numSort: sortNumberOf(shown.numSort) },
          }).unwrap();
    if (await save(write, { creating, editPath: `${base}/${kind}/section/${id}` })) reset(values);
  };

  if (!creating && !section) return <Text color="fg.muted">{t('notFound')}</Text>;
  const title = section?.title || t('section.newTitle');
  return (
    <Stack gap={5} maxW="3xl">
      {kind === 'info' && (
        <Crumbs
          label={t('section.breadcrumb')}
          trail={[{ to: `${base}/info`, label: t('info.title') }]}
          current={title}
        />
      )}
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Card.Root>
        <Formik
          key={groupId}
          innerRef={form}
          initialValues={{
            title: section?.title ?? '',
            description: section?.description ?? '',
            numSort: section ? String(section.numSort) : '',
          }}
          onSubmit={(values, helpers) => submit(values, (v) => settleSaved(helpers, v))}
        >
          {() => (
            <Form noValidate>
              <FormLeaveGuard />
              <Card.Body>
                <Stack gap={4}>
                  <FormTextField name="title" label={t('section.name')} autoComplete="off" />
                  <FormRichText name="description" label={t('section.description')} />
                  <FormTextField name="numSort" label={t('section.sort')} autoComplete="off" />
                </Stack>
              </Card.Body>
              <Card.Footer>
                <SubmitButton label={t(creating ? 'section.create' : 'section.save')} />
              </Card.Footer>
            </Form>
          )}
        </Formik>
      </Card.Root>
      {!creating && <AttachmentsCard owner={{ groupId }} />}
    </Stack>
  );
}

export const PlaceSectionScreen = () => <SectionScreen kind="place" />;
export const InfoSectionScreen = () => <SectionScreen kind="info" />;
