import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { afterHydration, Part, useDrawn } from '@/lib/hydration.tsx';
import { LATER_ATTRIBUTE, pressAgain } from '@/lib/held-presses.ts';
import { useMounted } from '@/lib/use-mounted.ts';
import { HeroSlider } from '../components/hero-slider.tsx';

const load = () => import('../components/home-sections.tsx');
const HomeSections = lazy(load);
/**
 * On a page the server drew for a guest, the sections' code is asked for once the rest of the page
 * is hydrated (`afterHydration`), so the hero's search is ready sooner on a slow phone: until it
 * arrives React leaves them as drawn (readable; their links are links), and a press on one of their
 * buttons is held and made again once it is here (lib/held-presses.ts).
 */
const DrawnSections = lazy(() => afterHydration(load));

/** The server renders the sections with the page (routes.ts calls this before its render). */
export const preload = () => (import.meta.env.SSR ? load() : Promise.resolve());

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

const waiting = <div className="min-h-screen" aria-busy="true" />;

/** Its own component: only it, not the hero, renders again once mounted. */
function LaterSections() {
  const mounted = useMounted();
  const [drawn] = useState(useDrawn());
  if (drawn) return <DrawnLater />;
  return mounted ? (
    <Suspense fallback={waiting}>
      <HomeSections />
    </Suspense>
  ) : (
    waiting
  );
}

/** The drawn sections, marked as waiting for their code (start.js holds presses) until it is here. */
function DrawnLater() {
  const box = useRef<HTMLDivElement>(null);
  const [coming, setComing] = useState(true);
  useEffect(() => {
    let live = true;
    void afterHydration(load).then(() =>
      setTimeout(() => live && (setComing(false), box.current && pressAgain(box.current))),
    );
    return () => {
      live = false;
    };
  }, []);
  // The same element every render: an update would make React hydrate the boundary before its time.
  const sections = useMemo(
    () => (
      <Suspense fallback={waiting}>
        <DrawnSections drawn />
      </Suspense>
    ),
    [],
  );
  return (
    <div ref={box} {...(coming ? { [LATER_ATTRIBUTE]: '' } : {})}>
      {sections}
    </div>
  );
}
