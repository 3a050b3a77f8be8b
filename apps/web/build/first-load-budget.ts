import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Issue 33's target: the JavaScript a first load of home or the job board fetches before React has
 * hydrated it, React included, in 130 KB gzip (issue 19's 100 KB was met with Preact, which no
 * longer ships: docs/decisions/031-server-rendering.md).
 */
export const FIRST_LOAD_TARGET_KB = 130;

/**
 * The pages whose first load is held to a limit, by the source module of their route: a ratchet down
 * to the target (lower a limit as the first load shrinks).
 */
export const BUDGETED_PAGES: Record<string, { module: string; limitKb: number }> = {
  // Home's sections are fetched once the rest is hydrated (home-page.tsx), so they are not counted.
  '/': { module: 'src/features/home/pages/home-page.tsx', limitKb: 120 },
  '/jobs': { module: 'src/features/jobs/pages/find-work-page.tsx', limitKb: 131 },
  '/jobs/:id': { module: 'src/app/pages/job-detail.tsx', limitKb: 135 },
};

type Chunk = {
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
};

/**
 * The files a first load of a page fetches before React hydrates it: the entry, the page's route
 * chunk and everything they import statically.
 * Chunks loaded on demand later (on a click, once signed in) are not part of it.
 */
export function firstLoadFiles(chunks: Chunk[], pageModule: string): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`No chunk for ${module}`);
    return chunk;
  };
  const roots = [...chunks.filter((c) => c.isEntry), chunkOf(pageModule)];
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
    // FIRST_LOAD_REPORT=1: the largest modules of the job board's first load (minified, not gzipped,
    // with their chunk), then each page's first-load files; FIRST_LOAD_REPORT=/jobs/:id (a budgeted
    // route) lists that page's modules instead of the board's.
    if (process.env.FIRST_LOAD_REPORT) {
      const listed = BUDGETED_PAGES[process.env.FIRST_LOAD_REPORT] ?? BUDGETED_PAGES['/jobs']!;
      const sizes = firstLoadFiles(chunks, listed.module).flatMap((f) =>
        Object.entries(
          (byName.get(f) as unknown as { modules: Record<string, { renderedLength: number }> }).modules,
        ).map(([id, m]) => [id, m, f] as const),
      );
      sizes.sort((a, b) => b[1].renderedLength - a[1].renderedLength);
      for (const [id, m, f] of sizes.slice(0, 40))
        this.info(`${(m.renderedLength / 1024).toFixed(1)} KB ${id} (${f})`);
      for (const [route, { module }] of Object.entries(BUDGETED_PAGES)) {
        const files = firstLoadFiles(chunks, module).map((f) => [gzipKb(byName.get(f)!.code), f] as const);
        files.sort((a, b) => b[0] - a[0]);
        for (const [kb, f] of files) this.info(`${route} ${kb.toFixed(1)} KB gzip ${f}`);
      }
    }
    if (over && process.env.FIRST_LOAD_BUDGET !== 'off') this.error(report);
    this.info(report);
  },
};
