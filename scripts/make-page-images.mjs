/**
 * Draws the illustrations of the gallery, IT hubs and success stories pages (the spec's photos are
 * not available) and writes them as small WebP files under apps/web/public/images/.
 * Deterministic: the same data gives the same pictures.
 *
 *   node --import tsx scripts/make-page-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GALLERY_PHOTOS } from '../apps/web/src/content/gallery.ts';
import { HUBS } from '../apps/web/src/content/hubs.ts';
import { SUCCESS_STORIES, VIDEO_TESTIMONIALS } from '../apps/web/src/content/success-stories.ts';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/images');

/** A small seeded PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, a, b) => a + r() * (b - a);

const SKIES = [
  { top: '#7fb8e6', bottom: '#dcefff', sun: '#fff6d5', far: '#8ba7c4', mid: '#5d7f8f', near: '#3f5f4f' }, // day
  { top: '#f3a56b', bottom: '#fde2b8', sun: '#fff1c1', far: '#b58f9a', mid: '#7a6170', near: '#4a4450' }, // dusk
  { top: '#5b7fc4', bottom: '#f6c9a6', sun: '#ffe7b3', far: '#9a9fc2', mid: '#6b6f99', near: '#44486b' }, // dawn
  { top: '#9ccdf0', bottom: '#eef7ff', sun: '#ffffff', far: '#a3b7c9', mid: '#6f8a7a', near: '#4f6b45' }, // spring
];
const NIGHT = {
  top: '#14213d',
  bottom: '#3d4f7d',
  sun: '#f4f1de',
  far: '#4b5a80',
  mid: '#35426a',
  near: '#232c4a',
};

/** A jagged ridge across the width, as a closed path down to `bottom`. */
function ridge(r, w, base, amp, peaks, bottom) {
  const pts = [[0, base - between(r, 0, amp * 0.4)]];
  const step = w / peaks;
  for (let i = 0; i < peaks; i += 1) {
    const x = i * step;
    pts.push([x + step * between(r, 0.35, 0.65), base - amp * between(r, 0.55, 1)]);
    pts.push([x + step, base - amp * between(r, 0.05, 0.4)]);
  }
  const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return { d: `${d} L${w},${bottom} L0,${bottom} Z`, top: Math.min(...pts.map((p) => p[1])) };
}

/** Sky, sun and three mountain ridges with snow on the far one. */
function landscape(r, w, h, sky, horizon, key) {
  const far = ridge(r, w, horizon, h * 0.42, Math.round(between(r, 3, 6)), h);
  const mid = ridge(r, w, horizon + h * 0.08, h * 0.22, Math.round(between(r, 4, 8)), h);
  const near = ridge(r, w, horizon + h * 0.2, h * 0.1, Math.round(between(r, 5, 9)), h);
  const snowLine = far.top + h * 0.12;
  const sunX = between(r, 0.15, 0.85) * w;
  const sunY = between(r, 0.1, 0.25) * h;
  return `
  <defs>
    <linearGradient id="sky${key}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/>
    </linearGradient>
    <clipPath id="snow${key}"><rect x="0" y="0" width="${w}" height="${snowLine.toFixed(1)}"/></clipPath>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky${key})"/>
  <circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(h * 0.06).toFixed(1)}" fill="${sky.sun}" opacity="0.9"/>
  <path d="${far.d}" fill="${sky.far}"/>
  <path d="${far.d}" fill="#ffffff" opacity="0.92" clip-path="url(#snow${key})"/>
  <path d="${mid.d}" fill="${sky.mid}"/>
  <path d="${near.d}" fill="${sky.near}"/>`;
}

const SKIN = ['#8d5524', '#a86b3c', '#c68642', '#d9a066', '#e0ac69', '#f1c27d'];
const CLOTH = ['#0f5c4d', '#c0392b', '#2c3e91', '#8e44ad', '#d35400', '#16a085', '#34495e', '#b03a6f'];
const SCARF = ['#c2185b', '#7b1fa2', '#00897b', '#f9a825', '#5d4037', '#1565c0', '#ad1457'];
const HAIR = ['#1b1b1b', '#2e1f14', '#3b2a1a', '#4a3423'];

/** A person seen from behind (audience, desks); `scarf` draws a head covering. */
function personBack(r, x, y, s, scarf) {
  const body = pick(r, CLOTH);
  const head = scarf ? pick(r, SCARF) : pick(r, HAIR);
  return `
  <path d="M${x - s * 0.55},${y + s * 1.6} Q${x - s * 0.6},${y + s * 0.55} ${x},${y + s * 0.5} Q${x + s * 0.6},${y + s * 0.55} ${x + s * 0.55},${y + s * 1.6} Z" fill="${body}"/>
  ${
    scarf
      ? `<path d="M${x - s * 0.42},${y + s * 0.75} Q${x - s * 0.45},${y - s * 0.45} ${x},${y - s * 0.45} Q${x + s * 0.45},${y - s * 0.45} ${x + s * 0.42},${y + s * 0.75} Z" fill="${head}"/>`
      : `<circle cx="${x}" cy="${y}" r="${s * 0.33}" fill="${head}"/>`
  }`;
}

/** A laptop on a desk seen from behind: a lid with a faint glow. */
function laptop(x, y, s) {
  return `<rect x="${x - s * 0.5}" y="${y - s * 0.6}" width="${s}" height="${s * 0.62}" rx="${s * 0.04}" fill="#cfd8dc"/>
  <rect x="${x - s * 0.08}" y="${y - s * 0.35}" width="${s * 0.16}" height="${s * 0.16}" rx="${s * 0.08}" fill="#eceff1"/>`;
}

/** Interior: a wall with a wide window onto the mountains, then desks and people. */
function interior(r, w, h, kind, key) {
  const night = r() < 0.2;
  const sky = night ? NIGHT : pick(r, SKIES);
  const wall = pick(r, ['#f3ede2', '#e8efe9', '#efe7df', '#e6ebf2']);
  const floor = pick(r, ['#b98f63', '#a1887f', '#8d9ca6', '#c2a27a']);
  const winX = w * 0.08;
  const winY = h * 0.08;
  const winW = w * 0.84;
  const winH = h * 0.42;
  let scene = `<rect width="${w}" height="${h}" fill="${wall}"/>
  <svg x="${winX}" y="${winY}" width="${winW}" height="${winH}" viewBox="0 0 ${winW} ${winH}">${landscape(r, winW, winH, sky, winH * 0.78, key)}</svg>
  <rect x="${winX}" y="${winY}" width="${winW}" height="${winH}" fill="none" stroke="#ffffff" stroke-width="${w * 0.012}"/>
  <line x1="${winX + winW / 3}" y1="${winY}" x2="${winX + winW / 3}" y2="${winY + winH}" stroke="#ffffff" stroke-width="${w * 0.008}"/>
  <line x1="${winX + (2 * winW) / 3}" y1="${winY}" x2="${winX + (2 * winW) / 3}" y2="${winY + winH}" stroke="#ffffff" stroke-width="${w * 0.008}"/>
  <rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${floor}"/>`;
  if (kind === 'ILC') {
    // A projector screen over the window's middle pane, with a chart on it.
    const sx = w * 0.36;
    const sy = h * 0.12;
    const sw = w * 0.28;
    const sh = h * 0.3;
    const bars = [0.3, 0.55, 0.45, 0.8, 0.65]
      .map((v, i) => {
        const bh = sh * 0.7 * (v * between(r, 0.7, 1.2) > 1 ? 1 : v * between(r, 0.7, 1.2));
        return `<rect x="${sx + sw * (0.12 + i * 0.16)}" y="${sy + sh * 0.88 - bh}" width="${sw * 0.1}" height="${bh}" fill="${pick(r, ['#0f5c4d', '#f2a93b', '#2c7fb8'])}"/>`;
      })
      .join('');
    scene += `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="#fbfbfb" stroke="#90a4ae" stroke-width="4"/>${bars}`;
  }
  // Rows of desks with people, the back row smaller.
  const rows = kind === 'ILC' ? 3 : 2;
  for (let row = 0; row < rows; row += 1) {
    const t = row / Math.max(1, rows - 1);
    const y = h * (0.62 + t * 0.22);
    const s = w * (0.06 + t * 0.035);
    const count = Math.round(between(r, 4, 6) - t * 1.5);
    const deskY = y + s * 1.25;
    scene += `<rect x="${w * 0.02}" y="${deskY}" width="${w * 0.96}" height="${s * 0.22}" fill="#6d4c41"/>`;
    for (let i = 0; i < count; i += 1) {
      const x = w * ((i + 0.5) / count) + between(r, -s * 0.3, s * 0.3);
      const scarf = kind === 'Women FLH' ? true : r() < 0.25;
      scene += personBack(r, x, y, s, scarf);
      if (kind !== 'ILC' || r() < 0.5) scene += laptop(x + s * 0.9, deskY, s * 0.7);
    }
  }
  return scene;
}

/** Exterior: a glass office block in front of the mountains. */
function building(r, w, h, key, { sign = '#0f5c4d', warm = false } = {}) {
  const night = r() < 0.25;
  const sky = night ? NIGHT : pick(r, SKIES);
  let scene = landscape(r, w, h, sky, h * 0.55, key);
  const bw = w * between(r, 0.45, 0.6);
  const bh = h * between(r, 0.32, 0.42);
  const bx = (w - bw) / 2 + between(r, -w * 0.1, w * 0.1);
  const by = h * 0.82 - bh;
  const body = warm ? pick(r, ['#e7d3b5', '#d9c2a3', '#efe1c9']) : pick(r, ['#dfe6ea', '#cfd8dc', '#e3e8ec']);
  const glass = night ? '#ffd166' : warm ? '#8fb3c7' : '#6fa8c9';
  scene += `<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${night ? '#2b3a2e' : '#6b8e4e'}"/>
  <rect x="0" y="${h * 0.86}" width="${w}" height="${h * 0.05}" fill="#555f66"/>
  <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${body}"/>
  <rect x="${bx - bw * 0.03}" y="${by - h * 0.02}" width="${bw * 1.06}" height="${h * 0.025}" fill="${sign}"/>`;
  const cols = Math.round(between(r, 5, 8));
  const rows = Math.round(between(r, 2, 4));
  const gw = (bw * 0.86) / cols;
  const gh = (bh * 0.72) / rows;
  for (let i = 0; i < cols; i += 1)
    for (let j = 0; j < rows; j += 1) {
      const lit = night ? r() < 0.7 : true;
      scene += `<rect x="${bx + bw * 0.07 + i * gw}" y="${by + bh * 0.12 + j * gh}" width="${gw * 0.82}" height="${gh * 0.78}" fill="${lit ? glass : '#37474f'}" opacity="${night ? 0.95 : 0.85}"/>`;
    }
  scene += `<rect x="${bx + bw * 0.44}" y="${by + bh * 0.78}" width="${bw * 0.12}" height="${bh * 0.22}" fill="#455a64"/>`;
  // Poplar trees, typical of the valleys.
  for (let i = 0; i < 6; i += 1) {
    const tx = between(r, 0, w);
    if (tx > bx - 20 && tx < bx + bw + 20) continue;
    const th = h * between(r, 0.18, 0.3);
    scene += `<rect x="${tx - 3}" y="${h * 0.82 - th * 0.2}" width="6" height="${th * 0.2}" fill="#5d4037"/>
    <ellipse cx="${tx}" cy="${h * 0.82 - th * 0.6}" rx="${th * 0.13}" ry="${th * 0.45}" fill="${night ? '#1e3320' : pick(r, ['#4caf50', '#7cb342', '#c0ca33', '#e6a532'])}"/>`;
  }
  return scene;
}

/** A head-and-shoulders portrait facing forward, mountains behind. */
function portrait(r, w, h, key, scarf) {
  const sky = pick(r, SKIES);
  const skin = pick(r, SKIN);
  const cloth = pick(r, CLOTH);
  const cx = w / 2;
  const headR = w * 0.16;
  const hy = h * 0.44;
  let s = landscape(r, w, h, sky, h * 0.7, key);
  s += `<path d="M${cx - w * 0.36},${h} Q${cx - w * 0.34},${h * 0.7} ${cx},${h * 0.66} Q${cx + w * 0.34},${h * 0.7} ${cx + w * 0.36},${h} Z" fill="${cloth}"/>
  <rect x="${cx - headR * 0.35}" y="${hy + headR * 0.7}" width="${headR * 0.7}" height="${headR * 0.7}" fill="${skin}"/>`;
  if (scarf) {
    const c = pick(r, SCARF);
    s += `<path d="M${cx - headR * 1.35},${h * 0.78} Q${cx - headR * 1.45},${hy - headR * 1.45} ${cx},${hy - headR * 1.4} Q${cx + headR * 1.45},${hy - headR * 1.45} ${cx + headR * 1.35},${h * 0.78} Z" fill="${c}"/>`;
    s += `<ellipse cx="${cx}" cy="${hy}" rx="${headR * 0.86}" ry="${headR}" fill="${skin}"/>`;
  } else {
    const hair = pick(r, HAIR);
    s += `<ellipse cx="${cx}" cy="${hy - headR * 0.2}" rx="${headR * 1.02}" ry="${headR * 1.02}" fill="${hair}"/>
    <ellipse cx="${cx}" cy="${hy + headR * 0.05}" rx="${headR * 0.9}" ry="${headR}" fill="${skin}"/>
    <path d="M${cx - headR * 0.93},${hy - headR * 0.1} C${cx - headR * 0.97},${hy - headR * 1.3} ${cx + headR * 0.97},${hy - headR * 1.3} ${cx + headR * 0.93},${hy - headR * 0.1} Q${cx},${hy - headR * 0.62} ${cx - headR * 0.93},${hy - headR * 0.1} Z" fill="${hair}"/>`;
  }
  s += `<circle cx="${cx - headR * 0.33}" cy="${hy}" r="${headR * 0.08}" fill="#2b1d14"/>
  <circle cx="${cx + headR * 0.33}" cy="${hy}" r="${headR * 0.08}" fill="#2b1d14"/>
  <path d="M${cx - headR * 0.3},${hy + headR * 0.45} Q${cx},${hy + headR * 0.68} ${cx + headR * 0.3},${hy + headR * 0.45}" stroke="#6d3b2a" stroke-width="${headR * 0.07}" fill="none" stroke-linecap="round"/>`;
  return s;
}

const svg = (w, h, body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

async function write(file, buffer, width, height, quality) {
  const target = path.join(OUT, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(buffer, { density: 72 }).resize(width, height).webp({ quality, effort: 6 }).toFile(target);
  return fs.statSync(target).size;
}

const sizes = [];
for (const photo of GALLERY_PHOTOS) {
  const r = rng(photo.id * 7919);
  const body =
    photo.category === 'STP'
      ? building(r, 1200, 900, 'g', { sign: '#0f5c4d' })
      : interior(r, 1200, 900, photo.category, 'g');
  const image = svg(1200, 900, body);
  const base = path.basename(photo.src).replace('-1200.webp', '');
  sizes.push(await write(`gallery/${base}-1200.webp`, image, 1200, 900, 72));
  sizes.push(await write(`gallery/${base}-400.webp`, image, 400, 300, 70));
}
for (const [i, hub] of HUBS.entries()) {
  const r = rng((i + 1) * 104729);
  const body =
    hub.type === 'STP'
      ? building(r, 640, 400, 'h', { sign: '#0f5c4d' })
      : building(r, 640, 400, 'h', { sign: '#f2a93b', warm: true });
  sizes.push(await write(`hubs/${path.basename(hub.image)}`, svg(640, 400, body), 640, 400, 72));
}
for (const story of SUCCESS_STORIES) {
  const r = rng(story.id * 15485863);
  const scarf = ['Ayesha', 'Nadia', 'Farzana'].some((n) => story.name.startsWith(n));
  const body = portrait(r, 320, 320, 'p', scarf);
  sizes.push(await write(`stories/${path.basename(story.image)}`, svg(320, 320, body), 320, 320, 75));
}
for (const video of VIDEO_TESTIMONIALS) {
  const r = rng(video.id * 32452843);
  const body = interior(r, 640, 360, video.name.startsWith('Sajid') ? 'FLH' : 'Women FLH', 'v');
  sizes.push(await write(`stories/${path.basename(video.thumbnail)}`, svg(640, 360, body), 640, 360, 72));
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `${sizes.length} files, largest ${kb(Math.max(...sizes))}, total ${kb(sizes.reduce((a, b) => a + b, 0))}`,
);
