import { startTransition, useEffect, useState } from 'react';
import { Part } from '@/lib/hydration.tsx';
import { CallToAction } from './call-to-action.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { EntrepreneursShowcase } from './entrepreneurs-showcase.tsx';
import { SuccessVideos } from './success-videos.tsx';
import { VisionSection } from './vision-section.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

const SECTIONS = [
  VisionSection,
  WhyChooseUs,
  EntrepreneursShowcase,
  SuccessVideos,
  CategoryGrid,
  CallToAction,
];

/**
 * Everything below the hero, loaded as its own chunk so the hero renders first on a slow link, and
 * mounted one section per task so a slow phone never blocks input for long. `drawn`: all of them
 * at once, on the server and when the browser hydrates what it sent (each section a part React
 * hydrates on its own).
 */
export default function HomeSections({ drawn = false }: { drawn?: boolean }) {
  const [count, setCount] = useState(drawn ? SECTIONS.length : 1);
  useEffect(() => {
    if (count >= SECTIONS.length) return;
    const id = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(id);
  }, [count]);
  return (
    <div style={count < SECTIONS.length ? { minHeight: '100vh' } : undefined}>
      {/* A section out of sight is not laid out or painted until scrolled near (content-visibility). */}
      {SECTIONS.slice(0, count).map((Section, i) => (
        <div key={i} className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
          <Part>
            <Section />
          </Part>
        </div>
      ))}
    </div>
  );
}
