import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Issue 19's target: the JavaScript of a first load of home or the job board in 100 KB gzip. */
export const FIRST_LOAD_TARGET_KB = 100;

/**
 * The pages whose first load is held to a limit, by the source module of their route: the target
 * itself since Preact ships in place of React (docs/decisions/027-preact.md: 81 and 94 KB then).
 */
export const BUDGETED_PAGES = {
  '/': { module: 'src/features/home/pages/home-page.tsx', limitKb: FIRST_LOAD_TARGET_KB },
  '/jobs': { module: 'src/features/jobs/pages/find-work-page.tsx', limitKb: FIRST_LOAD_TARGET_KB },
};

type Chunk = {
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
};

/**
 * The files a first load of a page fetches before its content can render: the entry, the page's
 * route chunk, and everything either imports statically. Chunks loaded on demand later (below the
 * fold, on a click, once signed in) are not part of it.
 */
export function firstLoadFiles(chunks: Chunk[], pageModule: string): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const page = chunks.find((c) => c.facadeModuleId?.endsWith(pageModule));
  if (!page) throw new Error(`No chunk for ${pageModule}`);
  const roots = [...chunks.filter((c) => c.isEntry), page];
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of byName.get(name)?.imports ?? []) walk(dep);
  };
  for (const c of roots) walk(c.fileName);
  return [...seen];
}

export const gzipKb = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

/** Fails the production build when a budgeted page's first-load JavaScript outgrows its limit. */
export const firstLoadBudgetPlugin: Plugin = {
  name: 'first-load-budget',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const lines: string[] = [];
    let over = false;
    for (const [route, { module, limitKb }] of Object.entries(BUDGETED_PAGES)) {
      const files = firstLoadFiles(chunks, module);
      const kb = files.reduce((sum, f) => sum + gzipKb(byName.get(f)!.code), 0);
      over ||= kb > limitKb;
      lines.push(`${route}: ${kb.toFixed(1)} KB gzip in ${files.length} files (limit ${limitKb})`);
    }
    const report = `First-load JavaScript (target ${FIRST_LOAD_TARGET_KB} KB gzip): ${lines.join('; ')}`;
    if (over && process.env.FIRST_LOAD_BUDGET !== 'off') this.error(report);
    this.info(report);
  },
};
