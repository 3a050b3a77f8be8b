// Regenerates src/paraglide from messages/*.json (run after editing messages: `npm run i18n -w @kt/web`).
import { compile } from '@inlang/paraglide-js';
import { paraglideOptions } from '../paraglide.config.ts';

await compile(paraglideOptions);
