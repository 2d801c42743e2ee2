// The global wording and menu defaults (default_keys, seeded by migration 0001), shipped with
// the console too: a tab that never reached the server still shows the wording fields and menu
// names offline (issue 16, item 3). The live feed replaces them; an integration test holds this
// copy equal to the server's.
import DEFAULT_KEYS_JSON from './defaultKeys.json';

export interface ShippedDefaultKey {
  key: string;
  group: string;
  sort: number;
  texts: Record<string, { label: string; placeholder: string; value: string }>;
  show: string;
}

// TypeScript infers an empty `texts: {}` row (menu settings) as `{ ru?: undefined }`; the
// integration test checks the data against the server's rows.
export const SHIPPED_DEFAULT_KEYS = DEFAULT_KEYS_JSON as readonly ShippedDefaultKey[];
