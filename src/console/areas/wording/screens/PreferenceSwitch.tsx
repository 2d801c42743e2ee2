// A switch preference (spec/console.md §2.20): payload {value: 'true' | 'false'}, saved on
// change through the preference save helper (queued, then message.updated after 250 ms).
import { HStack, Spinner, Switch } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import {
  selectPendingPreferenceKeys,
  selectPreferenceView,
  usePreferenceSave,
} from '../../../entities/preferences';
import { useT } from '../../../app/useT';

export interface PreferenceSwitchProps {
  eventId: string;
  preferenceKey: string;
  label: string;
  /** What an absent preference means. */
  defaultValue: 'true' | 'false';
}

export function PreferenceSwitch({
  eventId,
  preferenceKey,
  label,
  defaultValue,
}: PreferenceSwitchProps) {
  const t = useT('wording');
  const stored = useAppSelector((s) => selectPreferenceView(s, eventId))[preferenceKey]?.value;
  const pending = useAppSelector((s) => selectPendingPreferenceKeys(s, eventId)).has(preferenceKey);
  const save = usePreferenceSave(eventId);
  const checked = (stored ?? defaultValue) === 'true';
  return (
    <HStack>
      <Switch.Root
        colorPalette="primary"
        checked={checked}
        onCheckedChange={(details) => {
          void save(preferenceKey, { value: String(details.checked) });
        }}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {pending && (
        <Spinner size="sm" color="primary" role="status" aria-label={t('saving', { label })} />
      )}
    </HStack>
  );
}
