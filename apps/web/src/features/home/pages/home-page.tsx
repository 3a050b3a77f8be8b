import { lazy, Suspense } from 'react';
import { DeferredTakeover } from '@/lib/deferred-takeover.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { HeroSlider } from '../components/hero-slider.tsx';

const HomeSections = lazy(() => import('../components/home-sections.tsx'));

/** The sections below the hero come with their own chunk, asked for once the page has rendered. */
export default function HomePage() {
  return (
    <>
      <DeferredTakeover id="hero">
        <HeroSlider />
      </DeferredTakeover>
      <LaterSections />
    </>
  );
}

/** Its own component: only it, not the hero, renders again once mounted. */
function LaterSections() {
  const mounted = useMounted();
  const waiting = <div className="min-h-screen" aria-busy="true" />;
  return mounted ? (
    <Suspense fallback={waiting}>
      <HomeSections />
    </Suspense>
  ) : (
    waiting
  );
}
