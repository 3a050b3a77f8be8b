import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { paraglideOptions } from './paraglide.config.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { stripReplySchemasPlugin } from './build/strip-reply-schemas.ts';
import { firstLoadBudgetPlugin } from './build/first-load-budget.ts';
import { pageHintsPlugin } from './build/page-hints.ts';
import { precompressPlugin } from './build/precompress.ts';
import { keptPluralRulesPlugin } from './build/kept-plural-rules.ts';

/**
 * Sonner injects its style sheet as a <style> element, which the Content-Security-Policy refuses
 * (style-src-elem 'self'); the app imports `sonner/dist/styles.css` instead, so the build drops
 * the injection.
 */
const sonnerCssAsFile: Plugin = {
  name: 'sonner-css-as-file',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return;
    const stripped = code.replace(/^__insertCSS\(/m, 'void (');
    if (stripped === code) this.error('sonner no longer calls __insertCSS: check its CSS injection');
    return { code: stripped, map: null };
  },
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The progressive web app (issue 19, docs/decisions/025-offline.md): src/pwa/sw.ts with the built
 * files' list injected; registered from main.tsx after the page has loaded.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Karakoram Talent',
    short_name: 'Karakoram',
    description: 'Hire the IT freelancers of Gilgit-Baltistan, Pakistan.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f5c4d',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell: scripts, styles, fonts, icons. Photos and videos stay out (read online only).
    // (The manifest and its icons are added by the plugin.)
    globPatterns: ['**/*.{js,css,html,woff2,svg}'],
    globIgnores: ['images/**', 'videos/**', 'sw.js'],
  },
  devOptions: { enabled: false },
});

const outDir = process.env.WEB_OUT_DIR ?? 'dist';

/**
 * Two builds: the app (`vite build`), and React's server rendering of a page (`vite build --ssr
 * src/ssr/entry-server.tsx`, docs/decisions/031-server-rendering.md), one self-contained file written
 * beside the app as `<outDir>-ssr/`, where the server looks for it.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    react(),
    tailwindcss(),
    sonnerCssAsFile,
    stripReplySchemasPlugin,
    keptPluralRulesPlugin,
    ...(isSsrBuild ? [] : [firstLoadBudgetPlugin, pageHintsPlugin, pwa, precompressPlugin]),
  ],
  ssr: { noExternal: true, target: 'node' },
  // React's production server renderer in the server's build, as the browser gets its production build.
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'src') }],
  },
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    emptyOutDir: true,
    // The server's render needs the code only; public files are served from the app's build.
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    assetsInlineLimit: 2048,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/uploads': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
}));
