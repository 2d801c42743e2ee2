// The note under a field that someone else changed while the organiser was editing it (issue 25
// item 4): it says who changed it and shows their value, which Save then asks to keep or to
// replace. The item form provides the conflicts and, once the history has answered, their
// writers; a field outside one shows nothing.
import { Alert } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import { useT } from '../../app/useT';

/** Per field name: the value saved elsewhere under the organiser's edit. */
export const FieldConflictsContext = createContext<Readonly<Record<string, unknown>>>({});

/** Per field name: who saved the value elsewhere (`self`: the organiser, on another device). */
export const ConflictWritersContext = createContext<
  Readonly<Record<string, { name: string; self: boolean }>>
>({});

/** A value as the note quotes it: text without its markup, a choice as it is. */
function quoted(value: unknown): string {
  if (typeof value === 'string')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function FieldConflictNote({ name, shownAs }: { name: string; shownAs?: string }) {
  const t = useT();
  const conflicts = useContext(FieldConflictsContext);
  const writer = useContext(ConflictWritersContext)[name];
  if (!(name in conflicts)) return null;
  const value = shownAs ?? quoted(conflicts[name]);
  const said = writer?.self
    ? t('conflict.changedBySelf')
    : writer?.name
      ? t('conflict.changedBy', { name: writer.name })
      : t('conflict.changed');
  return (
    <Alert.Root status="warning" size="sm" role="status" data-conflict={name}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{said}</Alert.Title>
        <Alert.Description>
          {value === '' ? t('conflict.empty') : t('conflict.theirs', { value })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
