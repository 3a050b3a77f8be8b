import path from 'node:path';
import type { CompilerOptions } from '@inlang/paraglide-js';

/**
 * Paraglide's compiler options, shared by the Vite plugin (dev and build) and `npm run i18n`
 * (which regenerates src/paraglide, committed so typecheck, lint and tests work in a fresh clone).
 * The locale lives in the PARAGLIDE_LOCALE cookie (en|ur), English when it is absent.
 */
export const paraglideOptions: CompilerOptions = {
  project: path.join(import.meta.dirname, 'project.inlang'),
  outdir: path.join(import.meta.dirname, 'src/paraglide'),
  strategy: ['cookie', 'baseLocale'],
  cookieName: 'PARAGLIDE_LOCALE',
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitReadme: false,
};
