import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME, TAGLINE } from '@kt/shared/brand';
import { SLIDE_IMAGES } from '@/content/slides.ts';
import { HeroSlider } from './hero-slider.tsx';
import { buildSlides } from './slides.ts';

const activeSlide = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
    (el) => el.getAttribute('data-active') === 'true',
  );
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('buildSlides', () => {
  it('fills the last slide by repeating the five images cyclically', () => {
    expect(buildSlides([0, 1, 2, 3, 4], 3)).toEqual([
      [0, 1, 2],
      [3, 4, 0],
    ]);
    expect(buildSlides([0, 1, 2, 3, 4, 5, 6], 3)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 0, 1],
    ]);
  });
});

describe('HeroSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the product name, the tagline, three images a slide and one dot per slide', () => {
    const { container } = render(<HeroSlider />);
    expect(screen.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeInTheDocument();
    expect(screen.getByText(TAGLINE)).toBeInTheDocument();
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(2);
    expect(slides[0]!.querySelectorAll('img')).toHaveLength(3);
    expect(slides[1]!.querySelectorAll('img')[2]).toHaveAttribute('src', SLIDE_IMAGES[0]!.src);
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('advances every 5000 ms and wraps around to the first slide', () => {
    const { container } = render(<HeroSlider />);
    advance(4999);
    expect(activeSlide(container)).toBe(0);
    advance(1);
    expect(activeSlide(container)).toBe(1);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    advance(5000);
    expect(activeSlide(container)).toBe(0);
  });

  it('moves with the left and right arrow keys, wrapping both ways', () => {
    const { container } = render(<HeroSlider />);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(activeSlide(container)).toBe(1);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(activeSlide(container)).toBe(0);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(activeSlide(container)).toBe(1);
  });

  it('ignores arrow keys typed into a field', () => {
    const { container } = render(
      <>
        <input aria-label="search" />
        <HeroSlider />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('search'), { key: 'ArrowRight' });
    expect(activeSlide(container)).toBe(0);
  });

  it('goes to the slide of a clicked dot', () => {
    const { container } = render(<HeroSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(activeSlide(container)).toBe(1);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const { container } = render(<HeroSlider />);
    const carousel = container.querySelector('[aria-roledescription="carousel"]')!;
    fireEvent.mouseEnter(carousel);
    advance(15_000);
    expect(activeSlide(container)).toBe(0);
    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(activeSlide(container)).toBe(1);
  });

  it('fades slides with a 0.5 s opacity transition', () => {
    const { container } = render(<HeroSlider />);
    const slide = container.querySelector<HTMLElement>('[aria-roledescription="slide"]')!;
    expect(slide.style.transition).toContain('opacity 0.5s');
  });

  it('can stop and restart the automatic rotation', () => {
    const { container } = render(<HeroSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
    advance(10_000);
    expect(activeSlide(container)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    advance(5000);
    expect(activeSlide(container)).toBe(1);
  });
});
