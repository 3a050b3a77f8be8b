import { lazy, Suspense } from 'react';
import { HeroSlider } from '../components/hero-slider.tsx';

const HomeSections = lazy(() => import('../components/home-sections.tsx'));

export default function HomePage() {
  return (
    <>
      <HeroSlider />
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
