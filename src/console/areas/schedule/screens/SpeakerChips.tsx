// The meeting's speakers as chips (spec/content.md §2.8): hidden speakers grey and marked
// '(not active)'; a select adds one. The editor decides whether a change is saved at once.
import { Field, HStack, NativeSelect, Tag, Wrap } from '@chakra-ui/react';
import type { SpeakerView } from '../../../entities/speakers';
import { ClearIcon } from '../../../ui/widgetIcons';
import { useT } from '../../../app/useT';

interface SpeakerChipsProps {
  speakers: readonly SpeakerView[];
  value: readonly string[];
  onAdd: (speakerId: string) => void;
  onRemove: (speakerId: string) => void;
}

export function SpeakerChips({ speakers, value, onAdd, onRemove }: SpeakerChipsProps) {
  const t = useT('schedule');
  const byId = new Map(speakers.map((s) => [s.speakerId, s]));
  const label = (s: SpeakerView | undefined, id: string) =>
    !s ? id : s.isHidden ? `${t('notActive')} ${s.name}` : s.name;
  const free = speakers.filter((s) => !value.includes(s.speakerId));
  return (
    <Field.Root>
      <Field.Label>{t('speakers')}</Field.Label>
      <Wrap gap={2} mb={value.length ? 2 : 0}>
        {value.map((id) => {
          const speaker = byId.get(id);
          return (
            <Tag.Root key={id} colorPalette={speaker?.isHidden ? 'gray' : 'primary'} size="lg">
              <Tag.Label>{label(speaker, id)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('removeSpeaker', { name: speaker?.name ?? id })}
                  onClick={() => onRemove(id)}
                >
                  <ClearIcon />
                </Tag.CloseTrigger>
              </Tag.EndElement>
            </Tag.Root>
          );
        })}
      </Wrap>
      <HStack w="full">
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={t('addSpeaker')}
            value=""
            onChange={(e) => e.target.value && onAdd(e.target.value)}
          >
            <option value="">{t('addSpeaker')}</option>
            {free.map((s) => (
              <option key={s.speakerId} value={s.speakerId}>
                {label(s, s.speakerId)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Field.Root>
  );
}
