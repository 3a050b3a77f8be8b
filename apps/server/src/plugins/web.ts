import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { matchAppRoute } from '@kt/shared/routes';
import { contentSecurityPolicy } from '../lib/csp.ts';
import { ATTACHMENT_TYPES, IMAGE_EXTENSIONS } from '../lib/uploads.ts';
import { ERROR_SCHEMA, fileReply } from '../lib/openapi-replies.ts';
import { loadFirstRender, type FirstRender } from '../lib/first-render.ts';
import { SESSION_COOKIE } from '../sessions/store.ts';
import { escapeHtml } from '../mail/templates.ts';

/**
 * Serves uploads and the built web app on the same port. Any other GET outside /api/ answers the
 * app's index.html (history fallback): 200 for a route of the app (`@kt/shared/routes`), 404 for any
 * other path (the app shows its not-found page); an unknown /api/ path answers a JSON 404.
 */
export default fp(async (app) => {
  const { webDist } = app.config;
  // From the store (issue 20), so every node serves what any node received. Names are random and
  // bytes never change under one: cached for a year, revalidated by an ETag of the name.
  app.get(
    '/uploads/:name',
    {
      config: {
        access: 'public',
        replies: {
          200: fileReply(
            'The file: an image is shown in place, anything else is a download',
            ATTACHMENT_TYPES,
            false,
          ),
          304: { description: 'Not modified (If-None-Match names its ETag)', type: 'null' },
          404: { description: 'No such file', content: { 'application/json': { schema: ERROR_SCHEMA } } },
        },
      },
    },
    async (req, reply) => {
      const { name } = req.params as { name: string };
      const file = await app.files.get(`uploads/${name}`);
      if (!file) {
        return reply.code(404).send({ success: false, message: `Not found: ${req.method} /uploads/${name}` });
      }
      const etag = `"${name}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      // Only images are shown in place; anything else is a download (with a sandbox CSP, set in the
      // security plugin), never a page on this origin.
      if (!IMAGE_EXTENSIONS.has(path.extname(name).slice(1).toLowerCase())) {
        reply.header('Content-Disposition', 'attachment');
      }
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.type(file.contentType).send(file.bytes);
    },
  );

  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  // Each page gets a fresh nonce for the <style> elements the UI library injects (read by the app
  // from <meta property="csp-nonce">); the page's policy names it.
  const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  // The language (issue 19) is the PARAGLIDE_LOCALE cookie the app writes: Urdu pages leave the
  // server already right-to-left, so nothing flips once the script runs.
  // The page's own chunks and its first picture, fetched with the HTML (issue 19): page-hints.json
  // comes from the web build (apps/web/build/page-hints.ts).
  const hintsFile = path.join(webDist ?? '', 'page-hints.json');
  const hints = hasWeb ? readPageHints(hintsFile) : [];
  // Urdu pages name the Urdu font's style sheets in their head (issue 19): a drawn page reads in its
  // font from the first paint, not from when the app has run.
  // Its regular weight's file is fetched with the HTML, so text is seldom drawn in another font first.
  const urduStyles = hasWeb
    ? readHintList(hintsFile, 'urduFonts')
        .map((href) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" />\n`)
        .concat(
          readHintList(hintsFile, 'urduStyles').map(
            (href) => `    <link rel="stylesheet" href="${href}" />\n`,
          ),
        )
        .join('')
    : '';
  // Home, the board, job pages, the talent directory and profiles leave the server rendered by React
  // (issues 19 and 33), and the browser hydrates them.
  const firstRender = hasWeb ? await loadFirstRender(app, webDist!) : undefined;
  // What holds a press made before the app's code has arrived (apps/web/public/start.js), inlined at
  // the top of a rendered page and allowed by its hash.
  const startFile = path.join(webDist ?? '', 'start.js');
  const start = hasWeb && fs.existsSync(startFile) ? fs.readFileSync(startFile, 'utf8') : undefined;
  const startHash = start && `sha256-${createHash('sha256').update(start).digest('base64')}`;
  const page = (locale: string | undefined, url: string, drawn: FirstRender | null) => {
    const nonce = randomBytes(16).toString('base64');
    const links = hints.find((h) => h.pattern.test(url))?.links ?? '';
    let html = indexHtml
      .replace(/<html[^>]*>/, locale === 'ur' ? '<html lang="ur" dir="rtl">' : '<html lang="en" dir="ltr">')
      .replace('<head>', `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`)
      .replace('</head>', `${links}${locale === 'ur' ? urduStyles : ''}</head>`);
    if (drawn) {
      // A rendered page is whole with its HTML and style sheets; the app's code hydrates it. That
      // code is named in a JSON block (never run, so the policy needs nothing for it), and start.js
      // asks for it once the page has been painted: on a slow link the HTML and the style sheet come
      // first (decision 031).
      const code = start ? takeCode(html) : undefined;
      if (code) html = code.html;
      const codeBlock = code
        ? `    <script id="kt-code" type="application/json">${code.json}</script>\n`
        : '';
      html = html
        .replace('</head>', () =>
          start ? `${codeBlock}    <script>${start}</script>\n  </head>` : '</head>',
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawn.title)}</title>`)
        .replace(
          '</head>',
          () => `    <style id="kt-styles" nonce="${nonce}">${drawn.css}</style>\n  </head>`,
        )
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${drawn.html}</div>\n    <script id="kt-state" type="application/json">${drawn.state}</script>`,
        );
    }
    return {
      html,
      policy: contentSecurityPolicy(app.config, nonce, drawn && startHash ? [startHash] : []),
    };
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as
      // they are when the browser accepts them, the plain file otherwise.
      preCompressed: true,
      // Folders (the root included) fall through to the history fallback below.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the app manifest are checked on every visit, so an update
        // reaches people at once (issue 19); other unhashed files may be an hour old.
        const name = path.basename(filePath);
        const always = name === 'sw.js' || name === 'manifest.webmanifest';
        res.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : always ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0]!;
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/socket.io/');
    if (isPage && hasWeb) {
      const locale = req.cookies?.PARAGLIDE_LOCALE;
      const session = req.cookies?.[SESSION_COOKIE] ? 'unknown' : 'guest';
      // A path that is no page of the app (the list the router is built from) answers 404 with the
      // app, which shows its not-found page (issue 30): crawlers and monitors see the truth.
      const known = matchAppRoute(url) !== undefined;
      const drawn =
        known && firstRender && req.method === 'GET'
          ? await firstRender(req.url, locale === 'ur' ? 'ur' : 'en', session)
          : null;
      const { html, policy } = page(locale, url, drawn);
      // The service worker does not keep a drawn page as the app's shell (apps/web/src/pwa/sw.ts).
      if (drawn) reply.header('X-KT-First-Render', '1');
      return (
        reply
          .code(known ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          // The language and whether a session is to be checked (the server's render) come from cookies.
          .header('Vary', 'Cookie')
          .header('Content-Security-Policy', policy)
          .send(html)
      );
    }
    return reply.code(404).send({ success: false, message: `Not found: ${req.method} ${url}` });
  });
});

/** The kind of file each list of page-hints.json names beside the routes. */
const HINT_LISTS = { urduStyles: 'css', urduFonts: 'woff2' } as const;

/**
 * A list page-hints.json names beside the routes: the Urdu font's style sheets or its font files. None when missing or bad; unsafe paths are dropped.
 */
export function readHintList(file: string, key: keyof typeof HINT_LISTS): string[] {
  const safe = new RegExp(`^/assets/[\\w.-]+\\.${HINT_LISTS[key]}$`);
  try {
    const list = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)[key];
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && safe.test(s)) : [];
  } catch {
    return [];
  }
}

/**
 * The app's module script and its modulepreload links taken out of a page's HTML, named instead as
 * JSON (`{ entry, preload }`) for start.js to add once the page has been painted; undefined when the
 * HTML has no module script of the build's form.
 */
export function takeCode(html: string): { html: string; json: string } | undefined {
  const entry = /\s*<script type="module" crossorigin src="(\/[\w./-]+)"><\/script>/.exec(html);
  if (!entry) return undefined;
  const preload: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="(\/[\w./-]+)"\s*\/?>/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  return { html: rest, json: JSON.stringify({ entry: entry[1], preload }) };
}

type PageHint = { pattern: RegExp; links: string };

/** The build's page hints as `<link>` elements per path pattern; none when the file is missing or bad. */
export function readPageHints(file: string): PageHint[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const routes = (parsed as { routes?: unknown }).routes;
  if (!Array.isArray(routes)) return [];
  const safe = (href: unknown): href is string => typeof href === 'string' && /^\/[\w./-]+$/.test(href);
  return routes.flatMap((r: { pattern?: unknown; modules?: unknown; images?: unknown }) => {
    if (typeof r.pattern !== 'string') return [];
    const modules = Array.isArray(r.modules) ? r.modules.filter(safe) : [];
    const images = Array.isArray(r.images) ? r.images.filter(safe) : [];
    const links = [
      ...modules.map((m) => `    <link rel="modulepreload" crossorigin href="${m}" />\n`),
      ...images.map((i) => `    <link rel="preload" as="image" href="${i}" />\n`),
    ].join('');
    return [{ pattern: new RegExp(r.pattern), links }];
  });
}
