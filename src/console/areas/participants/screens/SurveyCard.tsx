// The survey card (spec/content.md §2.18, not when creating): the 'basic_survey_form' answers,
// read-only: text, single choice as radios, multiple choice as checkboxes. The fieldset's
// recipe comes by prop, with this screen's chunk, not in the console's theme (sign-in route).
import { Card, Checkbox, Fieldset, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { SURVEY_FORM_ID, splitChoices } from '../../../../common/forms';
import type { FieldView } from '../../../entities/forms';
import { answerOf } from '../../../entities/participantsList';
import type { ParticipantItem } from '../../../entities/participantsList';
import { useT } from '../../../app/useT';

export function SurveyCard({ item, fields }: { item: ParticipantItem; fields: FieldView[] }) {
  const t = useT('participants');
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
                <Fieldset.Root key={field.fieldId} recipe={fieldsetSlotRecipe}>
                  <Fieldset.Legend>{field.fieldName}</Fieldset.Legend>
                  <Stack gap={1}>
                    {field.fieldVariants.map((v) => (
                      <Flex as="label" key={v} align="center" gap={2}>
                        {/* Read-only: the answer as given; the browser's own radio, no recipe. */}
                        <chakra.input
                          type="radio"
                          name={field.fieldId}
                          value={v}
                          checked={value === v}
                          readOnly
                          disabled={value !== v}
                          accentColor="primary.solid"
                        />
                        {v}
                      </Flex>
                    ))}
                  </Stack>
                </Fieldset.Root>
              );
            }
            if (field.fieldType === FormFieldType.CHECKBOX) {
              const chosen = splitChoices(value);
              return (
                <Fieldset.Root key={field.fieldId} recipe={fieldsetSlotRecipe}>
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
