import { CallToAction } from '../components/call-to-action.tsx';
import { CategoryGrid } from '../components/category-grid.tsx';
import { EntrepreneursShowcase } from '../components/entrepreneurs-showcase.tsx';
import { HeroSlider } from '../components/hero-slider.tsx';
import { SuccessVideos } from '../components/success-videos.tsx';
import { VisionSection } from '../components/vision-section.tsx';
import { WhyChooseUs } from '../components/why-choose-us.tsx';

export default function HomePage() {
  return (
    <>
      <HeroSlider />
      <VisionSection />
      <WhyChooseUs />
      <EntrepreneursShowcase />
      <SuccessVideos />
      <CategoryGrid />
      <CallToAction />
    </>
  );
}
