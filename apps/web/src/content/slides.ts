/** The hero slider's five pictures (spec: five bundled images, three to a slide). Portrait, 600x900. */
export type SlideImage = { src: string; alt: string };

export const SLIDE_IMAGE_SIZE = { width: 600, height: 900 };

export const SLIDE_IMAGES: SlideImage[] = [
  { src: '/images/home/slides/karakoram-peaks.svg', alt: 'Snow-capped Karakoram peaks at dawn' },
  {
    src: '/images/home/slides/hunza-valley.svg',
    alt: 'Golden poplars and terraced fields of the Hunza valley',
  },
  {
    src: '/images/home/slides/freelancing-hub.svg',
    alt: 'Freelancers at their laptops in a freelancing hub',
  },
  { src: '/images/home/slides/attabad-lake.svg', alt: 'A boat on the turquoise water of Attabad Lake' },
  {
    src: '/images/home/slides/women-freelancing-hub.svg',
    alt: 'Women freelancers working in a women-only hub',
  },
];
