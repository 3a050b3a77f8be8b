import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Part, useDrawn } from '@/lib/hydration.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { HeroSlider } from '../components/hero-slider.tsx';

type Sections = ComponentType<{ drawn?: boolean }>;
const load = () => import('../components/home-sections.tsx');
const HomeSections = lazy(load);
let loaded: Sections | undefined;

/**
 * Where the server renders the page (and the browser hydrates it), the sections come with the page's
 * code (routes.ts calls this), so they are rendered too: a visitor reads them before the app runs.
 */
export const preload = () =>
  load().then((mod) => {
    loaded = mod.default;
  });

/** The sections below the hero come with their own chunk, asked for once the page has rendered. */
export default function HomePage() {
  return (
    <>
      <Part>
        <HeroSlider />
      </Part>
      <LaterSections />
    </>
  );
}

/** Its own component: only it, not the hero, renders again once mounted. */
function LaterSections() {
  const mounted = useMounted();
  const drawn = useDrawn();
  const [Drawn] = useState(() => (loaded && drawn ? loaded : undefined));
  if (Drawn) return <Drawn drawn />;
  const waiting = <div className="min-h-screen" aria-busy="true" />;
  return mounted ? (
    <Suspense fallback={waiting}>
      <HomeSections />
    </Suspense>
  ) : (
    waiting
  );
}
