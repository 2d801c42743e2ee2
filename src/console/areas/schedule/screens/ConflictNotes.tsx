// The overlap warnings of one meeting (conflicts.ts) as sentences: short notes in a schedule
// row (ScheduleRow), or the meeting editor's box under its heading. A warning, never an error.
import { Alert, List } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { Conflict } from './conflicts';
import { useT } from '../../../app/useT';

interface Props {
  conflicts: readonly Conflict[];
  speakerNames: ReadonlyMap<string, string>;
}

/** One conflict as a sentence; `key` tells the notes of one meeting apart. */
export function conflictNote(t: TFunction<'schedule'>, speakerNames: ReadonlyMap<string, string>) {
  return (c: Conflict) => ({
    key: `${c.kind}:${c.meetingId}:${c.speakerId ?? ''}`,
    text:
      c.kind === 'location'
        ? t('conflict.location', { name: c.name })
        : t('conflict.speaker', { name: c.name, speaker: speakerNames.get(c.speakerId ?? '') }),
  });
}

/** The editor's warning box; nothing when there is no conflict. */
export function ConflictAlert({ conflicts, speakerNames }: Props) {
  const t = useT('schedule');
  const note = conflictNote(t, speakerNames);
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
