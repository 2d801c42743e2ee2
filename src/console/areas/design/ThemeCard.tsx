// Theme select and the chosen theme's three colours, in the spec's order: color1 (main),
// color3 (background), color2 (links).
import { Card, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { getIn } from 'formik';
import { THEMES } from '../../../common/constants';
import { ColourPicker } from '../../ui/colour';
import { useRuleMessage } from '../../ui/form';
import type { DesignFormik } from './designFormik';
import { useT } from '../../app/useT';

const COLOUR_ORDER = ['color1', 'color3', 'color2'] as const;

export function ThemeCard({ formik }: { formik: DesignFormik }) {
  const t = useT('design');
  const ruleText = useRuleMessage();
  const theme = formik.values.theme;
  return (
    <Card.Root as="section" aria-labelledby="design-theme">
      <Card.Header>
        <Card.Title as="h2" id="design-theme">
          {t('theme.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={4} maxW="sm">
          <Field.Root>
            <Field.Label>{t('theme.label')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...formik.getFieldProps('theme')}>
                {THEMES.map((name) => (
                  <option key={name} value={name}>
                    {t(`theme.${name}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {COLOUR_ORDER.map((key) => {
            const path = `colors.${theme}.${key}`;
            const touched = Boolean(getIn(formik.touched, path));
            const error: unknown = getIn(formik.errors, path);
            return (
              <ColourPicker
                key={path}
                name={path}
                label={t(`colour.${key}`)}
                value={formik.values.colors[theme][key]}
                onChange={(value) => void formik.setFieldValue(path, value)}
                onBlur={() => void formik.setFieldTouched(path, true)}
                error={touched && error ? ruleText(error) : undefined}
              />
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
