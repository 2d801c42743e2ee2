// Menus (spec/console.md §2.21): a switch per public-app menu item. A change sends the item it
// changes (SetShowMenuItems; the server keeps the items not sent), so each item is its own
// field, last writer wins, and a view that lags can never put another item back; it shows at
// once from the optimistic event. A label is the event's translation at the item's 'tr.' key (what the app
// shows), else that key's default value in the event language, else its default label.
import { Card, Heading, HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { MENU_ITEMS } from '../../../../common/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLocale } from '../../../app/uiSlice';
import type { CallError } from '../../../../client/transport';
import { failureNotified } from '../../../ui/notificationsSlice';
import {
  eventSettingsWrites,
  selectOwnUnechoedWrites,
  useEditedEvent,
  useSetEventMenuItemsMutation,
} from '../../../entities/events';
import { requestOf } from '../../../entities/writes';
import {
  defaultTexts,
  menuLabelKey,
  useDefaultKeys,
  selectTranslationView,
} from '../../../entities/translations';
import { useT } from '../../../app/useT';

/** Shown unless hidden: the server's default for an item it has no value of. */
const shownOf = (map: Record<string, boolean>) =>
  Object.fromEntries(MENU_ITEMS.map((item) => [item, map[item] !== false]));

export function MenusScreen() {
  const t = useT('menus');
  const dispatch = useAppDispatch();
  const { eventId, language, showMenuItems } = useEditedEvent();
  const uiLocale = useAppSelector(selectLocale);
  const defaultKeys = useDefaultKeys();
  const texts = useAppSelector((s) => selectTranslationView(s, eventId, language));
  const saving = useAppSelector(selectOwnUnechoedWrites).some(
    (w) => requestOf(w, eventSettingsWrites.setShowMenuItems)?.eventId === eventId,
  );
  const [setMenuItems] = useSetEventMenuItemsMutation();
  const shown = shownOf(showMenuItems);

  const labelOf = (item: string) => {
    const key = menuLabelKey(`ui.${item}`);
    const defaults = defaultKeys.find((k) => k.key === key);
    return (
      texts[key] ||
      defaults?.texts[language]?.value ||
      defaultTexts(defaults, uiLocale)?.label ||
      item
    );
  };

  const toggle = async (item: string, checked: boolean) => {
    try {
      await setMenuItems({ eventId, showMenuItems: { [item]: checked } }).unwrap();
    } catch (error) {
      dispatch(failureNotified((error as CallError).message));
    }
  };

  return (
    <Stack gap={5} maxW="3xl">
      <HStack>
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        {saving && <Spinner size="sm" color="primary" role="status" aria-label={t('saving')} />}
      </HStack>
      <Text color="fg.muted">{t('hint')}</Text>
      <Card.Root>
        <Card.Body>
          <Stack as="ul" listStyleType="none" gap={4} aria-label={t('listLabel')}>
            {MENU_ITEMS.map((item) => (
              <li key={item}>
                <Switch.Root
                  colorPalette="primary"
                  checked={shown[item]}
                  onCheckedChange={({ checked }) => void toggle(item, checked)}
                >
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{labelOf(item)}</Switch.Label>
                </Switch.Root>
              </li>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
