import type { Plugin } from 'vite';
import { SLIDE_IMAGES } from '../src/content/slides.ts';

/**
 * What the server names in a page's `<head>` so the browser fetches it with the HTML instead of
 * after the app has run (issue 19, regular 3G): the page's route chunk (`modulepreload`; the entry's
 * own imports are already in index.html), and the home hero's first slide.
 * Written as `page-hints.json` beside index.html; `apps/server/src/plugins/web.ts` reads it.
 */
export type PageHints = { routes: { pattern: string; modules: string[]; images: string[] }[] };

const PAGES = [
  { pattern: '^/$', module: 'src/features/home/pages/home-page.tsx', images: SLIDE_IMAGES.slice(0, 3) },
  { pattern: '^/jobs/?$', module: 'src/features/jobs/pages/find-work-page.tsx', images: [] },
  { pattern: '^/jobs/[^/]+/?$', module: 'src/app/pages/job-detail.tsx', images: [] },
];

type Chunk = { fileName: string; facadeModuleId: string | null };

/** The hints for `chunks` (the build's JavaScript chunks). */
export function pageHints(chunks: Chunk[]): PageHints {
  return {
    routes: PAGES.map((p) => {
      // The route's own chunk only: preloading all its imports as well slowed the job board's first
      // paint on regular 3G (4.6 -> 5.2 s; twenty requests competing with the entry for 700 kbps).
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(p.module));
      if (!chunk) throw new Error(`No chunk for ${p.module}`);
      return { pattern: p.pattern, modules: [`/${chunk.fileName}`], images: p.images.map((i) => i.src) };
    }),
  };
}

export const pageHintsPlugin: Plugin = {
  name: 'page-hints',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    this.emitFile({
      type: 'asset',
      fileName: 'page-hints.json',
      source: JSON.stringify(pageHints(chunks), null, 2),
    });
  },
};
