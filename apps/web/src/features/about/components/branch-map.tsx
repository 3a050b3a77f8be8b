import type { Branch } from '@/content/branches.ts';
import { districtLabel } from '@/components/place-labels.ts';
import { m } from '@/paraglide/messages.js';

/**
 * A schematic map of Gilgit-Baltistan drawn in SVG (no map tiles: the page must work offline and the
 * content security policy admits no tile servers). Outline, rivers and district names are approximate.
 */
const W = 540;
const H = 370;
const project = (lng: number, lat: number): [number, number] => [(lng - 72.45) * 106, (37.2 - lat) * 132];
const path = (coords: [number, number][], close = false) =>
  coords
    .map(([lng, lat], i) => {
      const [x, y] = project(lng, lat);
      return `${i ? 'L' : 'M'}${x.toFixed(0)} ${y.toFixed(0)}`;
    })
    .join('') + (close ? 'Z' : '');

const REGION = path(
  [
    [72.9, 36.75],
    [73.6, 36.95],
    [74.2, 36.9],
    [74.6, 37.05],
    [75.1, 37.0],
    [75.45, 36.95],
    [75.8, 36.62],
    [76.3, 36.3],
    [76.6, 35.95],
    [77.05, 35.6],
    [77.35, 35.35],
    [76.75, 35.0],
    [76.35, 34.8],
    [75.8, 34.62],
    [75.2, 34.7],
    [74.85, 34.78],
    [74.4, 34.98],
    [73.95, 35.12],
    [73.5, 35.35],
    [73.1, 35.75],
    [72.75, 36.1],
    [72.55, 36.4],
  ],
  true,
);

const RIVERS = [
  // Indus, from Kharmang past Skardu and Roundu to Chilas
  [
    [76.7, 34.9],
    [76.1, 35.0],
    [75.8, 35.22],
    [75.6, 35.33],
    [75.25, 35.45],
    [74.95, 35.62],
    [74.62, 35.72],
    [74.35, 35.55],
    [74.1, 35.42],
    [73.6, 35.32],
    [73.2, 35.45],
  ],
  // Gilgit river, from Ghizer to its meeting with the Indus
  [
    [73.2, 36.25],
    [73.5, 36.22],
    [73.78, 36.16],
    [74.05, 36.03],
    [74.3, 35.92],
    [74.45, 35.85],
    [74.62, 35.72],
  ],
  // Hunza river, from Sost down past Aliabad and Chalt
  [
    [74.85, 36.85],
    [74.84, 36.6],
    [74.86, 36.4],
    [74.7, 36.33],
    [74.55, 36.28],
    [74.33, 36.24],
    [74.35, 36.05],
    [74.45, 35.85],
  ],
  // Shyok, from Khaplu to the Indus
  [
    [76.6, 35.2],
    [76.33, 35.16],
    [76.0, 35.22],
    [75.8, 35.22],
  ],
  // Shigar
  [
    [75.95, 35.8],
    [75.75, 35.5],
    [75.65, 35.36],
  ],
] as [number, number][][];

const DISTRICTS: [string, number, number][] = [
  ['Ghizer', 73.4, 36.45],
  ['Gilgit', 74.05, 35.78],
  ['Hunza', 74.6, 36.62],
  ['Nagar', 75.05, 36.28],
  ['Diamer', 73.55, 35.55],
  ['Astore', 74.85, 35.08],
  ['Skardu', 75.25, 35.25],
  ['Shigar', 75.9, 35.7],
  ['Ghanche', 76.5, 35.42],
  ['Kharmang', 76.0, 34.82],
];

export function BranchMap({ branch, all = [] }: { branch: Branch; all?: readonly Branch[] }) {
  const [px, py] = project(branch.lng, branch.lat);
  const labelLeft = px > W * 0.5;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={m.about_map_label({
        name: branch.name,
        district: districtLabel(branch.district),
      })}
      className="h-auto w-full rounded-md bg-[#dcecf3]"
    >
      <path d={REGION} fill="#f4efe1" stroke="#b8ab8c" strokeWidth="2" strokeLinejoin="round" />
      {RIVERS.map((r, i) => (
        <path
          key={i}
          d={path(r)}
          fill="none"
          stroke="#79b4d4"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      {DISTRICTS.map(([name, lng, lat]) => {
        const [x, y] = project(lng, lat);
        return (
          <text
            key={name}
            x={x}
            y={y}
            fontSize="12"
            fill="#6e6450"
            textAnchor="middle"
            fontWeight={name === branch.district ? 700 : 400}
          >
            {districtLabel(name)}
          </text>
        );
      })}
      {all.map((b) => {
        const [x, y] = project(b.lng, b.lat);
        return <circle key={b.id} cx={x} cy={y} r="2.5" fill="#0f5c4d" opacity="0.35" />;
      })}
      <g transform={`translate(${px.toFixed(1)} ${py.toFixed(1)})`}>
        <path
          d="M0 0C-3-7-10-11-10-18a10 10 0 0 1 20 0C10-11 3-7 0 0Z"
          fill="#c62828"
          stroke="#fff"
          strokeWidth="1.5"
        />
        <circle cy="-18" r="3.5" fill="#fff" />
        <text
          x={labelLeft ? -14 : 14}
          y={-14}
          fontSize="13"
          fontWeight="700"
          fill="#10231f"
          stroke="#fff"
          strokeWidth="3"
          paintOrder="stroke"
          textAnchor={labelLeft ? 'end' : 'start'}
        >
          {branch.name}
        </text>
      </g>
    </svg>
  );
}
