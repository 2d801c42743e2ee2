// The survey card (spec/content.md §2.18, not when creating): the 'basic_survey_form' answers,
// read-only: text, single choice as radios, multiple choice as checkboxes.
import { Card, Checkbox, Fieldset, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { SURVEY_FORM_ID, splitChoices } from '../../../../common/forms';
import type { FieldView } from '../../../entities/forms';
import { answerOf } from '../../../entities/participantsList';
import type { ParticipantItem } from '../../../entities/participantsList';

export function SurveyCard({ item, fields }: { item: ParticipantItem; fields: FieldView[] }) {
  const { t } = useTranslation('participants');
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('item.survey')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {fields.map((field) => {
            const value = answerOf(item, SURVEY_FORM_ID, field.fieldId);
            if (field.fieldType === FormFieldType.SELECTBOX) {
              return (
                <Fieldset.Root key={field.fieldId}>
                  <Fieldset.Legend>{field.fieldName}</Fieldset.Legend>
                  <RadioGroup.Root value={value} readOnly name={field.fieldId}>
                    <Stack gap={1}>
                      {field.fieldVariants.map((v) => (
                        <RadioGroup.Item key={v} value={v}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{v}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Fieldset.Root>
              );
            }
            if (field.fieldType === FormFieldType.CHECKBOX) {
              const chosen = splitChoices(value);
              return (
                <Fieldset.Root key={field.fieldId}>
                  <Fieldset.Legend>{field.fieldName}</Fieldset.Legend>
                  <Stack gap={1}>
                    {field.fieldVariants.map((v) => (
                      <Checkbox.Root key={v} checked={chosen.includes(v)} readOnly>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{v}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </Fieldset.Root>
              );
            }
            return (
              <Stack key={field.fieldId} gap={1}>
                <Text fontWeight="medium">{field.fieldName}</Text>
                <Text color={value ? undefined : 'fg.muted'}>{value || '—'}</Text>
              </Stack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
