/** Small procedural drawing helpers that write compact SVG markup (flat illustration style). */

/** A seeded random number generator (mulberry32), so every run draws the same pictures. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v) => String(Math.round(v));
export const pts = (list) => list.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ');

/** Jagged line through control points by midpoint displacement. */
export function jag(rand, ctrl, { rough = 0.18, depth = 5 } = {}) {
  let out = ctrl.map((p) => [...p]);
  for (let d = 0; d < depth; d++) {
    const next = [out[0]];
    for (let i = 1; i < out.length; i++) {
      const [xa, ya] = out[i - 1];
      const [xb, yb] = out[i];
      const len = Math.hypot(xb - xa, yb - ya);
      next.push([(xa + xb) / 2, (ya + yb) / 2 + (rand() - 0.5) * len * rough], [xb, yb]);
    }
    out = next;
  }
  return out;
}

/** A filled mountain range (to the bottom edge) with optional snow above a ragged snow line. */
export function mountains(rand, id, { ctrl, fill, snow, snowLine, bottom, width, rough, shade }) {
  const line = jag(rand, ctrl, { rough });
  const d = `M${n(line[0][0])} ${n(bottom)}L${pts(line)}L${n(line.at(-1)[0])} ${n(bottom)}Z`;
  let svg = `<defs><path id="${id}" d="${d}"/></defs><use href="#${id}" fill="${fill}"/>`;
  if (shade) {
    // Shadowed faces: from each control peak, a wedge down its right-hand slope.
    for (let i = 1; i < ctrl.length - 1; i++) {
      const [px, py] = ctrl[i];
      const [nx, ny] = ctrl[i + 1];
      if (ny <= py) continue;
      const mid = [px + (nx - px) * 0.35, bottom];
      const face = jag(rand, [[px, py], [px + (nx - px) * 0.2, py + (ny - py) * 0.6], mid], {
        rough: 0.12,
        depth: 3,
      });
      svg += `<path d="M${pts(face)}L${n(nx)} ${n(ny)}Z" fill="${shade}" clip-path="url(#k${id})"/>`;
    }
    svg = `<clipPath id="k${id}"><use href="#${id}"/></clipPath>` + svg;
  }
  if (snow) {
    const edge = [];
    for (let x = -10; x <= width + 10; x += 14) edge.push([x, snowLine + (rand() - 0.5) * 40]);
    svg +=
      `<clipPath id="s${id}"><path d="M-10 -10L${pts(edge)}L${width + 10} -10Z"/></clipPath>` +
      `<use href="#${id}" fill="${snow}" clip-path="url(#s${id})"/>`;
  }
  return svg;
}

export function linear(id, stops, { x2 = 0, y2 = 1 } = {}) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  );
}

export function cloud(x, y, s, fill = '#fff', opacity = 0.8) {
  return (
    `<g fill="${fill}" opacity="${opacity}">` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(40 * s)}" ry="${n(14 * s)}"/>` +
    `<ellipse cx="${n(x - 18 * s)}" cy="${n(y - 8 * s)}" rx="${n(20 * s)}" ry="${n(13 * s)}"/>` +
    `<ellipse cx="${n(x + 12 * s)}" cy="${n(y - 12 * s)}" rx="${n(22 * s)}" ry="${n(16 * s)}"/></g>`
  );
}

/** A Lombardy poplar, the tree that lines every Hunza field. */
export function poplar(x, base, h, colour, light) {
  const w = h * 0.16;
  return (
    `<path d="M${n(x)} ${n(base)}V${n(base - h * 0.25)}" stroke="#6b4a2f" stroke-width="${Math.max(2, Math.round(w / 4))}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(base - h * 0.55)}" rx="${n(w)}" ry="${n(h * 0.45)}" fill="${colour}"/>` +
    `<ellipse cx="${n(x - w * 0.3)}" cy="${n(base - h * 0.6)}" rx="${n(w * 0.45)}" ry="${n(h * 0.35)}" fill="${light}"/>`
  );
}

/** Stacked terraced fields with wavy edges, from y0 down to the bottom. */
export function terraces(rand, { y0, width, bottom, colours, step = 34 }) {
  let svg = '';
  let i = 0;
  for (let y = y0; y < bottom; y += step, i++) {
    const edge = [];
    const tilt = (rand() - 0.5) * 30;
    for (let x = -20; x <= width + 20; x += 40) {
      edge.push([x, y + tilt * (x / width) + Math.sin(x / 70 + i) * 6 + (rand() - 0.5) * 4]);
    }
    svg += `<path d="M${pts(edge)}L${width + 20} ${bottom}L-20 ${bottom}Z" fill="${colours[i % colours.length]}"/>`;
    svg += `<path d="M${pts(edge)}" fill="none" stroke="#6d7f3c" stroke-opacity=".35" stroke-width="2"/>`;
  }
  return svg;
}

const SKIN = ['#f1c7a3', '#e0ac84', '#c98e66', '#a8714f'];

/**
 * A person sitting at a laptop, facing the viewer. (x, y) is the middle of the desk's front edge.
 * headwear: 'pakol' (the region's rolled wool cap), 'scarf' (dupatta), 'hair' or 'bun'.
 */
export function personAtLaptop(
  x,
  y,
  s,
  { shirt, skin = 1, headwear = 'hair', hair = '#2b2118', scarf, screen = '#cfe8f5' },
) {
  const k = (v) => n(v * s);
  const X = (v) => n(x + v * s);
  const Y = (v) => n(y + v * s);
  const sk = SKIN[skin];
  let svg = `<g>`;
  if (headwear === 'scarf') {
    svg += `<path d="M${X(-24)} ${Y(-40)}C${X(-26)} ${Y(-98)} ${X(26)} ${Y(-98)} ${X(24)} ${Y(-40)}Z" fill="${scarf}"/>`;
  }
  // torso and neck
  svg += `<path d="M${X(-30)} ${Y(0)}C${X(-30)} ${Y(-40)} ${X(-24)} ${Y(-52)} ${X(0)} ${Y(-54)}C${X(24)} ${Y(-52)} ${X(30)} ${Y(-40)} ${X(30)} ${Y(0)}Z" fill="${shirt}"/>`;
  svg += `<rect x="${X(-5)}" y="${Y(-62)}" width="${k(10)}" height="${k(10)}" fill="${sk}"/>`;
  if (headwear === 'scarf') {
    svg += `<circle cx="${X(0)}" cy="${Y(-74)}" r="${k(15)}" fill="${scarf}"/>`;
    svg += `<circle cx="${X(0)}" cy="${Y(-72)}" r="${k(11)}" fill="${sk}"/>`;
    svg += `<path d="M${X(-22)} ${Y(-52)}Q${X(0)} ${Y(-40)} ${X(22)} ${Y(-52)}L${X(26)} ${Y(-36)}Q${X(0)} ${Y(-26)} ${X(-26)} ${Y(-36)}Z" fill="${scarf}" opacity=".9"/>`;
  } else {
    svg += `<circle cx="${X(0)}" cy="${Y(-74)}" r="${k(13)}" fill="${sk}"/>`;
    if (headwear === 'pakol') {
      svg += `<rect x="${X(-15)}" y="${Y(-92)}" width="${k(30)}" height="${k(10)}" rx="${k(5)}" fill="#b8a489"/>`;
      svg += `<ellipse cx="${X(0)}" cy="${Y(-92)}" rx="${k(14)}" ry="${k(4)}" fill="#cdbb9f"/>`;
    } else if (headwear === 'bun') {
      svg += `<path d="M${X(-13)} ${Y(-74)}A${k(13)} ${k(13)} 0 0 1 ${X(13)} ${Y(-74)}Q${X(0)} ${Y(-80)} ${X(-13)} ${Y(-74)}Z" fill="${hair}"/>`;
      svg += `<circle cx="${X(0)}" cy="${Y(-90)}" r="${k(6)}" fill="${hair}"/>`;
    } else {
      svg += `<path d="M${X(-14)} ${Y(-72)}A${k(14)} ${k(14)} 0 0 1 ${X(14)} ${Y(-72)}Q${X(4)} ${Y(-82)} ${X(-14)} ${Y(-72)}Z" fill="${hair}"/>`;
    }
  }
  // arms reaching the keyboard
  svg += `<path d="M${X(-26)} ${Y(-38)}Q${X(-34)} ${Y(-12)} ${X(-14)} ${Y(-6)}M${X(26)} ${Y(-38)}Q${X(34)} ${Y(-12)} ${X(14)} ${Y(-6)}" stroke="${shirt}" stroke-width="${k(9)}" stroke-linecap="round" fill="none"/>`;
  svg += `<path d="M${X(-26)} ${Y(-38)}Q${X(-34)} ${Y(-12)} ${X(-14)} ${Y(-6)}M${X(26)} ${Y(-38)}Q${X(34)} ${Y(-12)} ${X(14)} ${Y(-6)}" stroke="#000" stroke-opacity=".12" stroke-width="${k(2)}" fill="none"/>`;
  // the laptop's lid seen from behind, with the screen's glow on the face
  svg += `<circle cx="${X(0)}" cy="${Y(-70)}" r="${k(10)}" fill="${screen}" opacity=".18"/>`;
  svg += `<path d="M${X(-28)} ${Y(-2)}L${X(-24)} ${Y(-36)}H${X(24)}L${X(28)} ${Y(-2)}Z" fill="#aeb7c2"/>`;
  svg += `<circle cx="${X(0)}" cy="${Y(-19)}" r="${k(3.5)}" fill="#e9eef3"/>`;
  svg += `<rect x="${X(-34)}" y="${Y(-3)}" width="${k(68)}" height="${k(4)}" rx="${k(2)}" fill="#8d97a3"/>`;
  return svg + `</g>`;
}

/** Wraps drawing in an SVG document. */
export function svgDoc(w, h, body, { slice = true, defs = '' } = {}) {
  const par = slice ? ' preserveAspectRatio="xMidYMid slice"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"${par}>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

/** Head and shoulders for a profile picture, on a round coloured ground (viewBox 0 0 96 96). */
export function bust({ bg, shirt, skin = 1, headwear = 'hair', hair = '#2b2118', scarf }) {
  const sk = SKIN[skin];
  let s = `<circle cx="48" cy="48" r="48" fill="${bg}"/>`;
  if (headwear === 'scarf') s += `<path d="M22 96C18 40 78 40 74 96Z" fill="${scarf}"/>`;
  s += `<path d="M14 96C14 72 28 64 48 64S82 72 82 96Z" fill="${shirt}"/>`;
  s += `<rect x="42" y="52" width="12" height="14" rx="4" fill="${sk}"/>`;
  if (headwear === 'scarf') {
    s += `<circle cx="48" cy="40" r="21" fill="${scarf}"/>`;
    s += `<ellipse cx="48" cy="42" rx="14" ry="16" fill="${sk}"/>`;
    s += `<path d="M30 62Q48 76 66 62L70 74Q48 86 26 74Z" fill="${scarf}"/>`;
  } else {
    s += `<ellipse cx="48" cy="40" rx="15" ry="17" fill="${sk}"/>`;
    if (headwear === 'pakol') {
      s += `<rect x="31" y="18" width="34" height="13" rx="6" fill="#b8a489"/>`;
      s += `<ellipse cx="48" cy="19" rx="16" ry="5" fill="#cdbb9f"/>`;
    } else if (headwear === 'bun') {
      s += `<path d="M33 38C33 18 63 18 63 38Q48 28 33 38Z" fill="${hair}"/><circle cx="48" cy="19" r="7" fill="${hair}"/>`;
    } else if (headwear === 'long') {
      s += `<path d="M32 40C30 16 66 16 64 40L66 62Q60 50 60 34Q48 30 36 34Q36 50 30 62Z" fill="${hair}"/>`;
    } else {
      s += `<path d="M32 42C28 12 68 12 64 42Q62 30 52 27Q40 31 34 30Q32 34 32 42Z" fill="${hair}"/>`;
    }
  }
  s += `<circle cx="42" cy="42" r="1.6" fill="#3a2a20"/><circle cx="54" cy="42" r="1.6" fill="#3a2a20"/>`;
  s += `<path d="M43 49Q48 52 53 49" stroke="#7a4a3a" stroke-width="1.5" fill="none" stroke-linecap="round"/>`;
  return s;
}
