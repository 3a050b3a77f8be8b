/**
 * Draws the marketing pages' pictures and success-story clips (run once; the output is committed):
 *   node scripts/make-page-media.mjs
 * SVG illustrations for the slider, profiles and branches; WebP posters (sharp); H.264 clips (ffmpeg).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { bust, svgDoc } from './media/draw.mjs';
import { hubRoom, hunza, lake, peaks, techPark } from './media/scenes.mjs';
import { frame } from './media/video.mjs';

const pub = path.resolve(import.meta.dirname, '../apps/web/public');
const out = (rel, data) => {
  const file = path.join(pub, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(`${rel.padEnd(44)} ${fs.statSync(file).size} B`);
};

// The hero slider's five pictures, portrait so a narrow phone column still shows the subject.
const slides = {
  'karakoram-peaks': peaks(600, 900, 1),
  'hunza-valley': hunza(600, 900, 2),
  'attabad-lake': lake(600, 900, 3),
  'freelancing-hub': hubRoom(600, 900, 4),
  'women-freelancing-hub': hubRoom(600, 900, 6, { women: true }),
};
for (const [name, body] of Object.entries(slides))
  out(`images/home/slides/${name}.svg`, svgDoc(600, 900, body));

// Profile pictures of the entrepreneurs showcase (three of the thirteen have none: initials show).
const people = {
  'nadeem-ullah-baig': { bg: '#cfe3dc', shirt: '#0f5c4d', skin: 1, headwear: 'pakol' },
  'ayesha-baig': { bg: '#fde3c4', shirt: '#7b3f61', skin: 0, headwear: 'scarf', scarf: '#d65a7a' },
  'karim-shigri': { bg: '#d7e4f5', shirt: '#2f5d8a', skin: 2, headwear: 'hair', hair: '#1d1712' },
  'sana-hussain': { bg: '#e6dcf5', shirt: '#3c6e47', skin: 1, headwear: 'scarf', scarf: '#f2a93b' },
  'imran-ali-shah': { bg: '#f5e0d7', shirt: '#9c4a2f', skin: 2, headwear: 'hair', hair: '#2b2118' },
  'farzana-begum': { bg: '#d5efe9', shirt: '#5a4e8c', skin: 0, headwear: 'long', hair: '#3a2618' },
  'zulfiqar-ali': { bg: '#efe9d0', shirt: '#35546b', skin: 1, headwear: 'pakol' },
  'mehwish-karim': { bg: '#f7dbe3', shirt: '#2f6f8f', skin: 1, headwear: 'scarf', scarf: '#3f9e8a' },
  'tariq-mehmood': { bg: '#dde8d2', shirt: '#4a4a4a', skin: 3, headwear: 'hair', hair: '#111' },
  'shahida-parveen': { bg: '#d9e7f7', shirt: '#b5573a', skin: 2, headwear: 'scarf', scarf: '#5a4e8c' },
};
for (const [slug, look] of Object.entries(people)) {
  out(`images/home/people/${slug}.svg`, svgDoc(96, 96, bust(look), { slice: false }));
}

// Branch, about and course pictures (16:9).
out(
  'images/about/hero.svg',
  svgDoc(1280, 480, peaks(1280, 480, 11, { sky: ['#1d4e6b', '#5c9bb8', '#f4d7a1'] })),
);
out('images/about/stp.svg', svgDoc(640, 360, techPark(640, 360, 5)));
out('images/about/flh.svg', svgDoc(640, 360, hubRoom(640, 360, 7)));
out('images/about/women-flh.svg', svgDoc(640, 360, hubRoom(640, 360, 8, { women: true })));
out('images/courses/classroom.svg', svgDoc(1280, 480, hubRoom(1280, 480, 9)));

// Success-story clips: 8 s, 640x360, 24 fps, H.264 + a quiet AAC pad, faststart.
const stories = [
  {
    slug: 'ayesha-baig',
    scene: hunza(640, 360, 12),
    name: 'Ayesha Baig',
    role: 'Web Developer · Aliabad, Hunza',
    quote: '“The hub gave me the skills; now my clients are worldwide.”',
    card: { title: 'Project delivered', count: 48, unit: 'projects for clients abroad' },
    chord: [220, 277.18, 329.63],
  },
  {
    slug: 'karim-shigri',
    scene: peaks(640, 360, 13),
    name: 'Karim Shigri',
    role: 'Graphic Designer · Skardu',
    quote: '“From bazaar shop signs to brands in Europe.”',
    card: { title: 'Brand identity sent', count: 120, unit: 'logos and brand kits' },
    chord: [196, 246.94, 293.66],
  },
];
const FPS = 24;
const SECONDS = 8;
for (const story of stories) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kt-clip-${story.slug}-`));
  for (let i = 0; i < FPS * SECONDS; i++) {
    const svg = frame(i / FPS, SECONDS, story);
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 1 })
      .toFile(path.join(dir, `f${String(i).padStart(3, '0')}.png`));
  }
  const tone = story.chord.map((hz, j) => `${(0.05 - j * 0.01).toFixed(2)}*sin(2*PI*${hz}*t)`).join('+');
  const file = path.join(pub, `videos/${story.slug}.mp4`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(dir, 'f%03d.png'),
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${tone}:s=44100:d=${SECONDS},afade=t=in:d=1,afade=t=out:st=${SECONDS - 1.5}:d=1.5`,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  console.log(`videos/${story.slug}.mp4`.padEnd(44), fs.statSync(file).size, 'B');
  const poster = await sharp(path.join(dir, 'f060.png')).webp({ quality: 62 }).toBuffer();
  out(`images/home/stories/${story.slug}.webp`, poster);
  fs.rmSync(dir, { recursive: true, force: true });
}

// Posters of the two stories whose clips are still being filmed.
for (const [slug, body] of [
  ['sana-hussain', lake(640, 360, 14)],
  ['imran-ali-shah', hubRoom(640, 360, 15)],
]) {
  out(
    `images/home/stories/${slug}.webp`,
    await sharp(Buffer.from(svgDoc(640, 360, body)))
      .webp({ quality: 62 })
      .toBuffer(),
  );
}
