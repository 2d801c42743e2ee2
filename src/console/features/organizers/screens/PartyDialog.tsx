// The create / edit dialog of an organizer entry or sponsor (spec/console.md §2.22): name
// (required, the shared name rule) and logo (upload role sponsor_logo). Saving queues the write
// and closes; only a failure notifies.
import { Box, Button, Dialog, Field, Portal, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { nameRule } from '../../../../common/rules';
import { FormTextField } from '../../../ui/form/FormTextField';

export interface PartyDraft {
  name: string;
  logoId: string;
}

interface PartyDialogProps {
  open: boolean;
  /** 'create' or 'edit': the dialog's title. */
  mode: 'create' | 'edit';
  initial: PartyDraft;
  onSave: (draft: PartyDraft) => Promise<void>;
  onClose: () => void;
}

const schema = object({ name: nameRule });

export function PartyDialog({ open, mode, initial, onSave, onClose }: PartyDialogProps) {
  const { t } = useTranslation('organizers');
  const [logoId] = useState(initial.logoId);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={2}>
          <Dialog.Content maxW="480px" w="full">
            <Formik
              initialValues={{ name: initial.name }}
              validationSchema={schema}
              onSubmit={async ({ name }) => onSave({ name: name.trim(), logoId })}
            >
              {({ isSubmitting }) => (
                <Form noValidate>
                  <Dialog.Header>
                    <Dialog.Title>{t(`dialog.${mode}`)}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap={4}>
                      <FormTextField name="name" label={t('dialog.name')} required />
                      {/* LOGO SLOT: the image upload widget (role sponsor_logo) goes here once it
                          has landed on main; until then the logo id is kept as it is. */}
                      <Field.Root>
                        <Field.Label>{t('dialog.logo')}</Field.Label>
                        <Box borderWidth="1px" borderStyle="dashed" rounded="md" p={3} w="full">
                          <Text fontSize="sm" color="fg.muted" data-logo-id={logoId}>
                            {t('dialog.logoSoon')}
                          </Text>
                        </Box>
                      </Field.Root>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="ghost" onClick={onClose}>
                      {t('dialog.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="primary" loading={isSubmitting}>
                      {t('dialog.save')}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
