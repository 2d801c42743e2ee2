// The app's icon (square, role event__icons, shown at most 210 wide) and its name.
import { Card, Field, Input, Stack } from '@chakra-ui/react';
import { useRuleMessage } from '../../ui/form';
import { ImageUploadWidget } from '../../ui/uploads';
import type { DesignFormik } from './designFormik';
import { useT } from '../../app/useT';

export function AppCard({ formik, eventId }: { formik: DesignFormik; eventId: string }) {
  const t = useT('design');
  const ruleText = useRuleMessage();
  const nameError = formik.touched.title ? formik.errors.title : undefined;
  return (
    <Card.Root as="section" aria-labelledby="design-app">
      <Card.Header>
        <Card.Title as="h2" id="design-app">
          {t('app.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <ImageUploadWidget
            eventId={eventId}
            label={t('app.icon')}
            hint={t('app.iconHint')}
            role="event__icons"
            aspect={1}
            maxPreviewWidth="210px"
            sizeSuffix="_size_w512"
            value={formik.values.iconFileId}
            onChange={(id) => void formik.setFieldValue('iconFileId', id)}
          />
          <Field.Root required invalid={Boolean(nameError)} maxW="md">
            <Field.Label>
              {t('app.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...formik.getFieldProps('title')} autoComplete="off" />
            <Field.HelperText>{t('app.nameHint')}</Field.HelperText>
            <Field.ErrorText>{ruleText(nameError)}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
