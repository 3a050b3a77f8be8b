import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { paraglideOptions } from './paraglide.config.ts';
import { stripReplySchemasPlugin } from './build/strip-reply-schemas.ts';
import { firstLoadBudgetPlugin } from './build/first-load-budget.ts';
import { precompressPlugin } from './build/precompress.ts';

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

export default defineConfig({
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    react(),
    tailwindcss(),
    sonnerCssAsFile,
    stripReplySchemasPlugin,
    firstLoadBudgetPlugin,
    precompressPlugin,
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
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
});
