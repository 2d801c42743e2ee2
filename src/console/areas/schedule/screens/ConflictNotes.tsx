// The overlap warnings of one meeting (conflicts.ts), as a list of short notes: in a schedule
// row, or in the meeting editor under its heading. A warning, never an error.
import { Alert, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Conflict } from './conflicts';

interface Props {
  conflicts: readonly Conflict[];
  speakerNames: ReadonlyMap<string, string>;
}

/** One conflict as a sentence; `key` tells the notes of one meeting apart. */
function useNote(speakerNames: ReadonlyMap<string, string>) {
  const { t } = useTranslation('schedule');
  return (c: Conflict) => ({
    key: `${c.kind}:${c.meetingId}:${c.speakerId ?? ''}`,
    text:
      c.kind === 'location'
        ? t('conflict.location', { name: c.name })
        : t('conflict.speaker', { name: c.name, speaker: speakerNames.get(c.speakerId ?? '') }),
  });
}

export function ConflictNotes({ conflicts, speakerNames }: Props) {
  const note = useNote(speakerNames);
  return conflicts.map(note).map(({ key, text }) => (
    // orange.fg: the warning colour with enough contrast for text, light and dark.
    <Text key={key} textStyle="sm" color="orange.fg">
      ⚠ {text}
    </Text>
  ));
}

/** The editor's warning box; nothing when there is no conflict. */
export function ConflictAlert({ conflicts, speakerNames }: Props) {
  const { t } = useTranslation('schedule');
  const note = useNote(speakerNames);
  if (conflicts.length === 0) return null;
  return (
    <Alert.Root status="warning" role="status" aria-labelledby="meeting-conflicts">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id="meeting-conflicts">{t('conflict.title')}</Alert.Title>
        <Alert.Description>
          <List.Root ps={4}>
            {conflicts.map(note).map(({ key, text }) => (
              <List.Item key={key}>{text}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
