// `npm start`: builds the web app when it is missing or older than its sources, then serves
// everything (API, realtime, web app, uploads) on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function webIsBuilt() {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return false;
  const built = fs.statSync(index).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(root, 'packages/shared/src'),
  ];
  return sources.every((dir) => !fs.existsSync(dir) || newestMtime(dir) <= built);
}

if (!process.env.WEB_DIST) {
  if (!webIsBuilt()) {
    console.log('Building the web app (first start only)...');
    const res = spawnSync('npm', ['run', 'build', '-w', '@kt/web'], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
  process.env.WEB_DIST = dist;
}
process.env.NODE_ENV ??= 'production';

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
