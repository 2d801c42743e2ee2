// A small form in a centred dialog (an attachment, a sponsor, an answer variant, a feedback
// form): title, the fields, Cancel and the submit button. While `busy` (an upload under way)
// the dialog neither closes nor submits, so a half-uploaded file is never saved or dropped.
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikConfig, FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { DialogFrame } from '../DialogFrame';
import { BusyButton } from '../BusyButton';

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  /** The dialog's width; the spec's dialogs are 480–500 px. */
  width?: string;
  initialValues: V;
  validationSchema?: FormikConfig<V>['validationSchema'];
  onSubmit: (values: V) => Promise<void> | void;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  busy?: boolean;
  /** The submit button is off while this says so (a required upload missing). */
  cannotSubmit?: (values: V) => boolean;
  /** The field to focus on open (the dialog's first tabbable one otherwise). */
  initialFocusEl?: () => HTMLElement | null;
  /** Unmount on close, so the values start anew each time it opens. */
  resetOnClose?: boolean;
  children: (form: FormikProps<V>) => ReactNode;
}

export function FormDialog<V extends FormikValues>(props: FormDialogProps<V>) {
  const { open, title, width = '500px', busy = false, onClose, resetOnClose = false } = props;
  return (
    <DialogFrame
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      width={width}
      title={title}
      // Only what the caller sets: an explicit `false` would override the dialog's own defaults.
      {...(props.initialFocusEl && { initialFocusEl: props.initialFocusEl })}
      {...(resetOnClose && { lazyMount: true, unmountOnExit: true })}
    >
      <Formik
        initialValues={props.initialValues}
        validationSchema={props.validationSchema}
        onSubmit={async (values) => {
          if (!busy) await props.onSubmit(values);
        }}
      >
        {(form) => (
          <Form noValidate>
            <Dialog.Body>
              <Stack gap={4}>{props.children(form)}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose} disabled={busy}>
                {props.cancelLabel}
              </Button>
              <BusyButton
                type="submit"
                colorPalette="primary"
                loading={form.isSubmitting}
                disabled={busy || (props.cannotSubmit?.(form.values) ?? false)}
              >
                {props.submitLabel}
              </BusyButton>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </DialogFrame>
  );
}
