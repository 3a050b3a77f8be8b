import type { Plugin } from 'vite';
import { SLIDE_IMAGES } from '../src/content/slides.ts';

/**
 * What the server names in a page's `<head>` so the browser fetches it with the HTML instead of
 * after the app has run (issue 19, regular 3G): the page's route chunk and its imports
 * (`modulepreload`; the entry's own imports are already in index.html), and the home hero's first slide.
 * Written as `page-hints.json` beside index.html; `apps/server/src/plugins/web.ts` reads it.
 */
export type PageHints = {
  routes: { pattern: string; modules: string[]; images: string[] }[];
  /** The Urdu font's style sheets: named in the head of every Urdu page, so a page the server drew
   * reads in its font from the first paint rather than from when the app has run. */
  urduStyles?: string[];
  /** Its regular weight's file: fetched with the HTML of an Urdu page, so the text is seldom drawn
   * in another font first and moved when this one comes (swap). The bold one too cost regular 3G's
   * largest paint 0.4 to 0.9 s (4.2 and 4.6 s on home and the board). */
  urduFonts?: string[];
};

const PAGES: { pattern: string; module: string; images: { src: string }[] }[] = [
  // Home's sections are not named: their code is asked for once the rest is hydrated (home-page.tsx).
  { pattern: '^/$', module: 'src/features/home/pages/home-page.tsx', images: SLIDE_IMAGES.slice(0, 3) },
  { pattern: '^/jobs/?$', module: 'src/features/jobs/pages/find-work-page.tsx', images: [] },
  { pattern: '^/jobs/[^/]+/?$', module: 'src/app/pages/job-detail.tsx', images: [] },
  { pattern: '^/talent/?$', module: 'src/features/profiles/pages/talent-page.tsx', images: [] },
  { pattern: '^/u/[^/]+/?$', module: 'src/app/pages/profile.tsx', images: [] },
];

type Chunk = { fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };

/** The hints for `chunks` (the build's JavaScript chunks). */
export function pageHints(chunks: Chunk[]): PageHints {
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`No chunk for ${module}`);
    return chunk.fileName;
  };
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const beyondEntry = (roots: string[]) =>
    [...closure(roots.map(chunkOf))].filter((name) => !entry.has(name)).map((n) => `/${n}`);
  return {
    // The route's chunk and everything it imports that the entry does not (index.html names
    // those). Before the server drew pages (decision 031) this was the route chunk alone: twenty
    // requests slowed the first paint, which then waited for the app. Now the paint needs only
    // the HTML, and without them the app's start added each missing one to the page itself
    // (Vite's preload helper), a sixth of a second on a slow phone.
    routes: PAGES.map((p) => ({
      pattern: p.pattern,
      modules: beyondEntry([p.module]),
      images: p.images.map((i) => i.src),
    })),
  };
}

export const pageHintsPlugin: Plugin = {
  name: 'page-hints',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const urduStyles = Object.values(bundle)
      .filter((a) => a.type === 'asset' && /^assets\/arabic-(400|700)-[\w-]+\.css$/.test(a.fileName))
      .map((a) => `/${a.fileName}`)
      .sort();
    const urduFonts = Object.values(bundle)
      .filter(
        (a) =>
          a.type === 'asset' &&
          /^assets\/noto-naskh-arabic-arabic-400-normal-[\w-]+\.woff2$/.test(a.fileName),
      )
      .map((a) => `/${a.fileName}`)
      .sort();
    this.emitFile({
      type: 'asset',
      fileName: 'page-hints.json',
      source: JSON.stringify({ ...pageHints(chunks), urduStyles, urduFonts }, null, 2),
    });
  },
};
