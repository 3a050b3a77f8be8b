/** The region's scenes, drawn at any size: peaks, the Hunza valley, Attabad lake, hub rooms. */
import { cloud, jag, linear, mountains, personAtLaptop, poplar, pts, rng, terraces } from './draw.mjs';

const n = (v) => String(Math.round(v));

/** Karakoram peaks at dawn (Rakaposhi-like), portrait or landscape. */
export function peaks(w, h, seed = 1, { sky = ['#24365f', '#c9727a', '#f4c48c'] } = {}) {
  const r = rng(seed);
  const X = (f) => f * w;
  const Y = (f) => f * h;
  let s = `<defs>${linear('sky' + seed, [
    [0, sky[0]],
    [0.6, sky[1]],
    [1, sky[2]],
  ])}</defs>`;
  s += `<rect width="${w}" height="${h}" fill="url(#sky${seed})"/>`;
  s += `<circle cx="${n(X(0.74))}" cy="${n(Y(0.3))}" r="${n(Math.min(w, h) * 0.07)}" fill="#fde7b5" opacity=".9"/>`;
  s += cloud(X(0.25), Y(0.2), w / 500, '#fbe3d0', 0.5);
  s += mountains(r, `a${seed}`, {
    ctrl: [
      [X(-0.02), Y(0.6)],
      [X(0.18), Y(0.46)],
      [X(0.34), Y(0.52)],
      [X(0.52), Y(0.27)],
      [X(0.68), Y(0.44)],
      [X(0.86), Y(0.36)],
      [X(1.02), Y(0.5)],
    ],
    fill: '#7d86ad',
    shade: '#646c94',
    snow: '#f3f1f7',
    snowLine: Y(0.4),
    bottom: h,
    width: w,
    rough: 0.2,
  });
  s += mountains(r, `b${seed}`, {
    ctrl: [
      [X(-0.02), Y(0.66)],
      [X(0.2), Y(0.58)],
      [X(0.45), Y(0.68)],
      [X(0.7), Y(0.6)],
      [X(1.02), Y(0.7)],
    ],
    fill: '#4f5878',
    shade: '#424a68',
    snow: '#dfe1ee',
    snowLine: Y(0.6),
    bottom: h,
    width: w,
    rough: 0.22,
  });
  s += mountains(r, `c${seed}`, {
    ctrl: [
      [X(-0.02), Y(0.8)],
      [X(0.3), Y(0.74)],
      [X(0.6), Y(0.82)],
      [X(1.02), Y(0.76)],
    ],
    fill: '#33384f',
    bottom: h,
    width: w,
    rough: 0.15,
  });
  for (let i = 0; i < 9; i++) {
    const x = X(0.05 + i * 0.11 + (r() - 0.5) * 0.04);
    s += poplar(x, Y(0.95) + r() * 20, Y(0.12) + r() * 20, '#2a3a33', '#33463d');
  }
  return s;
}

/** The Hunza valley in autumn: golden poplars, terraces, the fort on its spur, snow peaks. */
export function hunza(w, h, seed = 2) {
  const r = rng(seed);
  const X = (f) => f * w;
  const Y = (f) => f * h;
  let s = `<defs>${linear('hs' + seed, [
    [0, '#5fa3d9'],
    [1, '#cfe8f7'],
  ])}</defs>`;
  s += `<rect width="${w}" height="${h}" fill="url(#hs${seed})"/>`;
  s += cloud(X(0.7), Y(0.12), w / 450);
  s += mountains(r, `h${seed}`, {
    ctrl: [
      [X(-0.02), Y(0.42)],
      [X(0.22), Y(0.2)],
      [X(0.4), Y(0.34)],
      [X(0.6), Y(0.14)],
      [X(0.8), Y(0.3)],
      [X(1.02), Y(0.24)],
    ],
    fill: '#8c9bb3',
    shade: '#74829b',
    snow: '#fbfdff',
    snowLine: Y(0.3),
    bottom: h,
    width: w,
    rough: 0.2,
  });
  s += mountains(r, `i${seed}`, {
    ctrl: [
      [X(-0.02), Y(0.52)],
      [X(0.25), Y(0.44)],
      [X(0.5), Y(0.56)],
      [X(0.78), Y(0.46)],
      [X(1.02), Y(0.54)],
    ],
    fill: '#9a7b5c',
    shade: '#876a4e',
    bottom: h,
    width: w,
    rough: 0.2,
  });
  // Baltit-like fort on a spur
  const fx = X(0.62);
  const fy = Y(0.5);
  const u = w / 600;
  s += `<g><rect x="${n(fx - 34 * u)}" y="${n(fy - 40 * u)}" width="${n(68 * u)}" height="${n(40 * u)}" fill="#e8dcc2"/>`;
  s += `<rect x="${n(fx + 8 * u)}" y="${n(fy - 58 * u)}" width="${n(24 * u)}" height="${n(20 * u)}" fill="#dccfb2"/>`;
  s += `<rect x="${n(fx - 34 * u)}" y="${n(fy - 44 * u)}" width="${n(68 * u)}" height="${n(5 * u)}" fill="#6b4a2f"/>`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="${n(fx - 26 * u + i * 15 * u)}" y="${n(fy - 28 * u)}" width="${n(5 * u)}" height="${n(8 * u)}" fill="#6b4a2f"/>`;
  }
  s += `</g>`;
  s += terraces(r, {
    y0: Y(0.56),
    width: w,
    bottom: h,
    colours: ['#b5a04a', '#c9b458', '#8fa348', '#d8c271'],
    step: Y(0.045),
  });
  const gold = ['#e8a317', '#f0b93a', '#d98e0f', '#c9a227', '#7f9a3a'];
  for (let row = 0; row < 4; row++) {
    const base = Y(0.62 + row * 0.1 + r() * 0.02);
    const hh = Y(0.06 + row * 0.03);
    let x = X(r() * 0.1);
    while (x < w) {
      const rows = 2 + Math.floor(r() * 4);
      for (let j = 0; j < rows && x < w; j++) {
        s += poplar(
          x,
          base + (r() - 0.5) * 8,
          hh * (0.8 + r() * 0.4),
          gold[Math.floor(r() * gold.length)],
          '#f7cf6a',
        );
        x += hh * 0.28;
      }
      x += X(0.1 + r() * 0.15);
    }
  }
  // the river in the valley floor
  s += `<path d="M${n(X(-0.05))} ${n(Y(0.985))}C${n(X(0.3))} ${n(Y(0.95))} ${n(X(0.55))} ${n(Y(1.02))} ${n(X(1.05))} ${n(Y(0.96))}V${h}H${n(X(-0.05))}Z" fill="#8fcfd8"/>`;
  return s;
}

/** Attabad lake: turquoise water between sheer mountains, their reflection, a boat. */
export function lake(w, h, seed = 3) {
  const r = rng(seed);
  const X = (f) => f * w;
  const Y = (f) => f * h;
  let s = `<defs>${linear('ls' + seed, [
    [0, '#3b8fd0'],
    [1, '#bfe3f5'],
  ])}${linear('lw' + seed, [
    [0, '#1fb5b0'],
    [1, '#0e7f86'],
  ])}</defs>`;
  s += `<rect width="${w}" height="${h}" fill="url(#ls${seed})"/>`;
  s += cloud(X(0.3), Y(0.1), w / 420);
  const ctrl = [
    [X(-0.02), Y(0.5)],
    [X(0.16), Y(0.22)],
    [X(0.36), Y(0.4)],
    [X(0.55), Y(0.18)],
    [X(0.78), Y(0.36)],
    [X(1.02), Y(0.28)],
  ];
  s += mountains(r, `l${seed}`, {
    ctrl,
    fill: '#7b6a63',
    shade: '#665751',
    snow: '#f6f8fb',
    snowLine: Y(0.28),
    bottom: Y(0.62),
    width: w,
    rough: 0.22,
  });
  s += mountains(r, `m${seed}`, {
    ctrl: [
      [X(-0.02), Y(0.56)],
      [X(0.3), Y(0.46)],
      [X(0.62), Y(0.58)],
      [X(1.02), Y(0.5)],
    ],
    fill: '#5e514d',
    shade: '#4e4340',
    bottom: Y(0.62),
    width: w,
    rough: 0.2,
  });
  s += `<rect y="${n(Y(0.62))}" width="${w}" height="${n(Y(0.38))}" fill="url(#lw${seed})"/>`;
  // reflection: the ranges mirrored on the water line, faint
  s += `<g opacity=".22" transform="translate(0 ${n(Y(1.24))}) scale(1 -1)"><use href="#l${seed}" fill="#2d2a33"/><use href="#m${seed}" fill="#1d1b22"/></g>`;
  for (let i = 0; i < 14; i++) {
    const y = Y(0.66 + r() * 0.3);
    const x = X(r());
    s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w * (0.05 + r() * 0.1))}" height="2" rx="1" fill="#e6fbff" opacity=".45"/>`;
  }
  const bx = X(0.42);
  const by = Y(0.8);
  const u = w / 600;
  s += `<path d="M${n(bx - 46 * u)} ${n(by)}H${n(bx + 46 * u)}L${n(bx + 34 * u)} ${n(by + 14 * u)}H${n(bx - 34 * u)}Z" fill="#c0392b"/>`;
  s += `<rect x="${n(bx - 16 * u)}" y="${n(by - 20 * u)}" width="${n(30 * u)}" height="${n(20 * u)}" fill="#f5e6c8"/>`;
  return s;
}

/** A window onto the mountains, for the hub rooms. */
function windowView(x, y, w, h, seed, blossom) {
  const r = rng(seed);
  let s = `<clipPath id="win${seed}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath><g clip-path="url(#win${seed})">`;
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#9fd0ef"/>`;
  const line = jag(
    r,
    [
      [x - 5, y + h * 0.7],
      [x + w * 0.3, y + h * 0.25],
      [x + w * 0.55, y + h * 0.5],
      [x + w * 0.8, y + h * 0.2],
      [x + w + 5, y + h * 0.55],
    ],
    { rough: 0.2, depth: 4 },
  );
  s += `<path d="M${n(x - 5)} ${n(y + h)}L${pts(line)}L${n(x + w + 5)} ${n(y + h)}Z" fill="#8e9bb4"/>`;
  s += `<path d="M${pts(line.filter(([, py]) => py < y + h * 0.42))}" stroke="#fff" stroke-width="${n(h * 0.05)}" stroke-linejoin="round" fill="none"/>`;
  s += `<rect x="${n(x)}" y="${n(y + h * 0.8)}" width="${n(w)}" height="${n(h * 0.2)}" fill="#7aa34a"/>`;
  if (blossom) {
    s += `<path d="M${n(x)} ${n(y + h * 0.15)}Q${n(x + w * 0.3)} ${n(y + h * 0.3)} ${n(x + w * 0.5)} ${n(y + h * 0.2)}" stroke="#5b3a29" stroke-width="4" fill="none"/>`;
    for (let i = 0; i < 22; i++) {
      s += `<circle cx="${n(x + r() * w * 0.55)}" cy="${n(y + h * (0.08 + r() * 0.28))}" r="${n(3 + r() * 4)}" fill="${r() > 0.5 ? '#f7c6d3' : '#fde4ea'}"/>`;
    }
  }
  s += `</g><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="#f4efe6" stroke-width="10"/>`;
  s += `<path d="M${n(x + w / 2)} ${n(y)}V${n(y + h)}" stroke="#f4efe6" stroke-width="8"/>`;
  return s;
}

/** A freelancing hub room: people at laptops along a desk, a window onto the peaks. */
export function hubRoom(w, h, seed = 4, { women = false } = {}) {
  const wide = w > h;
  const X = (f) => f * w;
  const Y = (f) => f * h;
  let s = `<rect width="${w}" height="${h}" fill="${women ? '#f6e7e1' : '#efe6d8'}"/>`;
  s += `<rect y="${n(Y(0.78))}" width="${w}" height="${n(Y(0.22))}" fill="${women ? '#c7a28f' : '#b99a7b'}"/>`;
  s += wide
    ? windowView(X(0.3), Y(0.08), X(0.4), Y(0.3), seed, women)
    : windowView(X(0.12), Y(0.1), X(0.76), Y(0.3), seed, women);
  // a programme banner with abstract lines, no text
  if (!wide)
    s += `<rect x="${n(X(0.3))}" y="${n(Y(0.44))}" width="${n(X(0.4))}" height="${n(Y(0.05))}" rx="6" fill="#0f5c4d"/>`;
  if (!wide)
    s += `<rect x="${n(X(0.35))}" y="${n(Y(0.46))}" width="${n(X(0.3))}" height="${n(Y(0.01))}" rx="3" fill="#f2a93b"/>`;
  const scale = (h / 900) * 2.1 * (wide ? 1.5 : 1);
  const deskY = Y(0.74);
  const people = women
    ? [
        { shirt: '#7b3f61', skin: 0, headwear: 'scarf', scarf: '#d65a7a' },
        { shirt: '#2f6f8f', skin: 1, headwear: 'scarf', scarf: '#f2a93b' },
        { shirt: '#5a4e8c', skin: 2, headwear: 'scarf', scarf: '#3f9e8a' },
      ]
    : [
        { shirt: '#2f5d8a', skin: 1, headwear: 'pakol' },
        { shirt: '#9c4a2f', skin: 0, headwear: 'scarf', scarf: '#3f7f6e' },
        { shirt: '#3c6e47', skin: 2, headwear: 'hair' },
      ];
  const xs = [0.2, 0.5, 0.8];
  people.forEach((p, i) => {
    s += personAtLaptop(X(xs[i]), deskY, scale * (i === 1 ? 1.08 : 1), { ...p, screen: '#bfe3ff' });
  });
  s += `<rect x="0" y="${n(deskY)}" width="${w}" height="${n(Y(0.04))}" fill="#8c5a3c"/>`;
  s += `<rect x="0" y="${n(deskY + Y(0.04))}" width="${w}" height="${n(Y(0.02))}" fill="#6e442c"/>`;
  // a plant in the corner
  s += `<rect x="${n(X(0.86))}" y="${n(Y(0.86))}" width="${n(X(0.08))}" height="${n(Y(0.08))}" rx="4" fill="#b5573a"/>`;
  for (let i = -2; i <= 2; i++) {
    s += `<ellipse cx="${n(X(0.9) + i * X(0.018))}" cy="${n(Y(0.83))}" rx="${n(X(0.015))}" ry="${n(Y(0.04))}" fill="#4c8a3f" transform="rotate(${i * 18} ${n(X(0.9))} ${n(Y(0.87))})"/>`;
  }
  return s;
}

/** A software technology park: a modern block under the peaks. */
export function techPark(w, h, seed = 5) {
  const r = rng(seed);
  const X = (f) => f * w;
  const Y = (f) => f * h;
  let s = `<defs>${linear('ts' + seed, [
    [0, '#6bb3e6'],
    [1, '#d8eef9'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#ts${seed})"/>`;
  s += mountains(r, `t${seed}`, {
    ctrl: [
      [X(-0.02), Y(0.55)],
      [X(0.2), Y(0.2)],
      [X(0.45), Y(0.42)],
      [X(0.7), Y(0.16)],
      [X(1.02), Y(0.45)],
    ],
    fill: '#8d98ad',
    shade: '#77829a',
    snow: '#fbfdff',
    snowLine: Y(0.32),
    bottom: h,
    width: w,
    rough: 0.2,
  });
  s += `<rect y="${n(Y(0.78))}" width="${w}" height="${n(Y(0.22))}" fill="#7ea650"/>`;
  const bx = X(0.18);
  const bw = X(0.64);
  const by = Y(0.42);
  s += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(Y(0.38))}" fill="#eef1f4"/>`;
  s += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(Y(0.04))}" fill="#0f5c4d"/>`;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6; col++) {
      s += `<rect x="${n(bx + X(0.03) + col * X(0.1))}" y="${n(by + Y(0.07) + row * Y(0.09))}" width="${n(X(0.07))}" height="${n(Y(0.06))}" fill="${(row + col) % 3 ? '#6fa9d6' : '#a9d2ee'}"/>`;
    }
  }
  s += `<rect x="${n(X(0.45))}" y="${n(Y(0.7))}" width="${n(X(0.1))}" height="${n(Y(0.1))}" fill="#35546b"/>`;
  for (let i = 0; i < 5; i++) s += poplar(X(0.04 + i * 0.03), Y(0.84), Y(0.2), '#4f8a3c', '#69a64f');
  for (let i = 0; i < 5; i++) s += poplar(X(0.84 + i * 0.03), Y(0.84), Y(0.2), '#4f8a3c', '#69a64f');
  return s;
}
