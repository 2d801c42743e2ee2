// A Formik field of the IANA time zones this browser knows (the event's schedule zone): a
// combobox (Chakra's, on Ark's) searched by typing, each zone named in the interface language
// with its UTC offset of today, "UTC+03:00 Москва (Europe/Moscow)": the names are the browser's
// own (Intl's 'longGeneric'), the IANA id stays for the zones that share a name and for search.
// A zone the browser does not list (an alias the server accepted) stays selectable as it is.
import { Combobox, Field, Portal, createListCollection } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { useField } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleMessage } from '../form';
import { onIdle } from '../idle';

const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

interface ZoneItem {
  value: string;
  label: string;
  /** Minutes east of UTC today, for the order. */
  offset: number;
  /** The label as search compares it. */
  folded: string;
}

/** Case, accents and ё/е do not count in a search. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('_', ' ');

const part = (format: Intl.DateTimeFormat, at: number) =>
  format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** 'GMT+03:00' / 'GMT' as minutes east of UTC. */
const minutesOf = (gmt: string): number => {
  const match = /([+-])(\d{2}):(\d{2})/.exec(gmt);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
};

/** A zone the browser does not list, as it is. */
const alias = (zone: string): ZoneItem => ({
  value: zone,
  label: zone,
  offset: 0,
  folded: fold(zone),
});

function zoneItem(zone: string, locale: string, at: number): ZoneItem {
  const id = zone.replaceAll('_', ' ');
  try {
    const gmt = part(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }),
      at,
    );
    const name = part(
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }),
      at,
    );
    const offset = minutesOf(gmt);
    const utc = gmt.replace('GMT', 'UTC');
    const label = `${utc === 'UTC' ? 'UTC±00:00' : utc} ${name} (${id})`;
    return { value: zone, label, offset, folded: fold(`${label} ${zone}`) };
  } catch {
    return { value: zone, label: id, offset: 0, folded: fold(id) };
  }
}

/** The zones named so far in a locale (one naming costs ~0.5 ms: all of them, hundreds). */
interface Naming {
  at: number;
  named: ZoneItem[];
  /** Every zone, in order, once all are named. */
  done: ZoneItem[] | null;
}

const namings = new Map<string, Naming>();

function namingOf(locale: string): Naming {
  let naming = namings.get(locale);
  if (!naming) {
    naming = { at: Date.now(), named: [], done: null };
    namings.set(locale, naming);
  }
  return naming;
}

/** Names zones of `locale` until `until` (performance.now()); every zone, in order, when done. */
function nameZones(locale: string, until: number): ZoneItem[] | null {
  const naming = namingOf(locale);
  const { named, at } = naming;
  while (!naming.done && performance.now() < until) {
    const zone = ZONES[named.length];
    if (zone === undefined) {
      const collator = new Intl.Collator(locale);
      naming.done = named.sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label));
    } else named.push(zoneItem(zone, locale, at));
  }
  return naming.done;
}

/** Every zone named in this locale, west to east, by name within an offset (made once). */
const zoneItems = (locale: string): ZoneItem[] => nameZones(locale, Infinity) ?? [];

/** One zone, named as the list names it (a zone the browser does not list, as it is). */
const oneZone = (zone: string, locale: string): ZoneItem =>
  ZONES.includes(zone) ? zoneItem(zone, locale, namingOf(locale).at) : alias(zone);

/** The longest stretch of naming at a time while the page is idle (no long task). */
const SLICE_MS = 6;
const IDLE_TIMEOUT_MS = 3000;

/**
 * Every zone of the locale once named: while the page is idle after the form's first render, a
 * few at a time (naming all at once was the form's longest task, issue 31), or at once when the
 * list is wanted before that (`want`). Until then, only the field's own zone is named.
 */
function useZoneItems(locale: string): { all: ZoneItem[] | null; want: () => void } {
  const [all, setAll] = useState(() => namings.get(locale)?.done ?? null);
  const current = all !== null && namings.get(locale)?.done === all ? all : null;
  useEffect(() => {
    if (current) return undefined;
    let cancel = () => {};
    const slice = () => {
      const done = nameZones(locale, performance.now() + SLICE_MS);
      if (done) setAll(done);
      else cancel = onIdle(slice, IDLE_TIMEOUT_MS);
    };
    cancel = onIdle(slice, IDLE_TIMEOUT_MS);
    return () => cancel();
  }, [current, locale]);
  const want = useCallback(() => {
    if (!current) setAll(zoneItems(locale));
  }, [current, locale]);
  return { all: current, want };
}

export function TimeZoneField({ name, label }: { name: string; label: string }) {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language;
  const [field, meta, helpers] = useField<string>(name);
  const ruleMessage = useRuleMessage();
  const error: unknown = meta.error;
  const { all, want } = useZoneItems(locale);
  const items = useMemo(() => {
    if (!all) return field.value ? [oneZone(field.value, locale)] : [];
    return field.value && !ZONES.includes(field.value) ? [alias(field.value), ...all] : all;
  }, [all, field.value, locale]);
  const [query, setQuery] = useState('');
  const collection = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return createListCollection({
      items: words.length
        ? items.filter((item) => words.every((word) => item.folded.includes(word)))
        : items,
    });
  }, [items, query]);
  const chosen = items.find((item) => item.value === field.value)?.label ?? field.value;

  return (
    <Field.Root invalid={meta.touched && error !== undefined}>
      <Combobox.Root
        recipe={comboboxSlotRecipe}
        collection={collection}
        name={name}
        value={field.value ? [field.value] : []}
        defaultInputValue={chosen}
        onInputValueChange={(e) => {
          want();
          setQuery(e.inputValue);
        }}
        onValueChange={(e) => {
          const zone = e.value[0];
          if (zone) void helpers.setValue(zone);
        }}
        onOpenChange={(e) => {
          if (e.open) want();
          // Closed: the next opening lists every zone again (typing opens it filtered).
          if (!e.open) setQuery('');
        }}
        onInteractOutside={() => void helpers.setTouched(true)}
        openOnClick
        selectionBehavior="replace"
        lazyMount
        unmountOnExit
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={t('timeZone.search')} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={t('timeZone.open')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="xs" overflowY="auto">
              <Combobox.Empty>{t('timeZone.none')}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  <Combobox.ItemText>{item.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error !== undefined && <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
