import { startTransition, useEffect, useState } from 'react';
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
 * mounted one section per task so a slow phone never blocks input for long.
 */
export default function HomeSections() {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= SECTIONS.length) return;
    const id = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(id);
  }, [count]);
  return (
    <div style={count < SECTIONS.length ? { minHeight: '100vh' } : undefined}>
      {/* A section out of sight is not laid out or painted until scrolled near (content-visibility). */}
      {SECTIONS.slice(0, count).map((Section) => (
        <div key={Section.name} className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
          <Section />
        </div>
      ))}
    </div>
  );
}
