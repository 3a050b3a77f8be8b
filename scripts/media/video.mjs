/** Frames of a short success-story clip: a slow zoom over a scene, captions and a project card. */
const FONT = 'Liberation Sans, DejaVu Sans, sans-serif';
const clamp = (v) => Math.max(0, Math.min(1, v));
const ease = (v) => 1 - (1 - clamp(v)) ** 3;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const f1 = (v) => (Math.round(v * 100) / 100).toString();

/** One frame at time t (seconds) of a clip `duration` long, 640x360. */
export function frame(t, duration, { scene, name, role, quote, card }) {
  const W = 640;
  const H = 360;
  const k = 1 + 0.12 * (t / duration);
  const px = -14 * (t / duration);
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`;
  s += `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".72"/></linearGradient></defs>`;
  s += `<g transform="translate(${f1(320 + px)} 180) scale(${f1(k * 1000) / 1000}) translate(-320 -180)">${scene}</g>`;
  s += `<rect y="170" width="${W}" height="190" fill="url(#shade)"/>`;
  // name and role slide up
  const a = ease((t - 0.2) / 0.8);
  s += `<g opacity="${f1(a)}" transform="translate(0 ${f1((1 - a) * 16)})">`;
  s += `<text x="30" y="268" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff">${esc(name)}</text>`;
  s += `<text x="31" y="296" font-family="${FONT}" font-size="18" fill="#e8f1ee">${esc(role)}</text></g>`;
  const q = ease((t - 3.6) / 0.8);
  s += `<text x="31" y="332" opacity="${f1(q)}" font-family="${FONT}" font-size="17" font-style="italic" fill="#fde7b5">${esc(quote)}</text>`;
  // the project card
  const c = ease((t - 1.6) / 0.7);
  const cx = 420 + (1 - c) * 240;
  s += `<g transform="translate(${f1(cx)} 34)" opacity="${f1(c)}">`;
  s += `<rect width="190" height="128" rx="12" fill="#fff" opacity=".96"/>`;
  s += `<text x="16" y="30" font-family="${FONT}" font-size="14" font-weight="700" fill="#10231f">${esc(card.title)}</text>`;
  const check = clamp((t - 2.4) / 0.6);
  s += `<circle cx="160" cy="25" r="13" fill="#15803d" opacity="${f1(check)}"/>`;
  s += `<path d="M153 25l5 5 9-10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="22" stroke-dashoffset="${f1(22 * (1 - check))}"/>`;
  const count = Math.round(card.count * ease((t - 2) / 3.5));
  s += `<text x="16" y="70" font-family="${FONT}" font-size="30" font-weight="700" fill="#0f5c4d">${count}</text>`;
  s += `<text x="16" y="90" font-family="${FONT}" font-size="13" fill="#55666a">${esc(card.unit)}</text>`;
  const stars = Math.floor(clamp((t - 3) / 1.5) * 5 + 0.001);
  s += `<text x="16" y="114" font-family="${FONT}" font-size="16" fill="#f2a93b">${'★'.repeat(stars)}<tspan fill="#cfd9d6">${'★'.repeat(5 - stars)}</tspan></text>`;
  s += `</g>`;
  return s + `</svg>`;
}
