// The page of an item editor (a post, a speaker, a meeting, a form field): the way back (a link
// or a breadcrumb), the heading, the fields, and Create / Save with the editor's own actions.
// Save is on only when something changed and nothing is uploading.
import { Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { FormikProvider } from 'formik';
import type { FormikValues, useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useConflictWriters } from '../../entities/history';
import type { HistoryItem } from '../../entities/history';
import { ConflictWritersContext, FieldConflictsContext } from '../form';
import { BusyButton } from '../BusyButton';

const NO_CONFLICTS = {};

export interface ItemEditorFormProps<V extends FormikValues> {
  formik: ReturnType<typeof useFormik<V>>;
  title: string;
  /** The way back: a label for a link to the list, or the editor's own breadcrumb. */
  back: string | ReactNode;
  submitLabel: string;
  /** An upload under way: Save waits for it. */
  busy?: boolean;
  /** Fields someone else changed under the organiser's edit (useItemForm's `conflicts`). */
  conflicts?: Readonly<Record<string, unknown>>;
  /** The item in the event history (an existing one): its conflict notes name who changed it. */
  historyItem?: HistoryItem;
  /** Buttons beside Save (Pin, Delete…). */
  actions?: ReactNode;
  children: ReactNode;
}

export function ItemEditorForm<V extends FormikValues>(props: ItemEditorFormProps<V>) {
  const { formik, back, busy = false } = props;
  const conflicts = props.conflicts ?? NO_CONFLICTS;
  const writers = useConflictWriters(props.historyItem, conflicts);
  return (
    <FormikProvider value={formik}>
      <FieldConflictsContext.Provider value={conflicts}>
        <ConflictWritersContext.Provider value={writers}>
          <form noValidate onSubmit={formik.handleSubmit}>
            <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="3xl">
              {typeof back === 'string' ? (
                <Link asChild alignSelf="start" textStyle="sm">
                  <RouterLink to=".." relative="path">
                    {back}
                  </RouterLink>
                </Link>
              ) : (
                back
              )}
              <Heading as="h1" size="xl">
                {props.title}
              </Heading>
              {props.children}
              <Flex gap={3} wrap="wrap">
                <BusyButton
                  type="submit"
                  colorPalette="primary"
                  disabled={!formik.dirty || formik.isSubmitting || busy}
                  loading={formik.isSubmitting}
                >
                  {props.submitLabel}
                </BusyButton>
                {props.actions}
              </Flex>
            </Stack>
          </form>
        </ConflictWritersContext.Provider>
      </FieldConflictsContext.Provider>
    </FormikProvider>
  );
}
