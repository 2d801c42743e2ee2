// `npm run gen`: writes the console's Chakra global styles (src/console/ui/globalStyles.tsx) to
// generated/console/chakraGlobal.css. Run by tsx with scripts/tsconfig.chakraGlobalCss.json,
// which points the theme's 'chakra-theme/' imports at Chakra's ES modules.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globalStylesCss } from '../src/console/ui/globalStyles';
import { system } from '../src/console/ui/theme';

const CHAKRA_GLOBAL_CSS = path.join(__dirname, '..', 'generated', 'console', 'chakraGlobal.css');

mkdirSync(path.dirname(CHAKRA_GLOBAL_CSS), { recursive: true });
writeFileSync(CHAKRA_GLOBAL_CSS, globalStylesCss(system));
