import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { m } from '@/paraglide/messages.js';
import { SLIDER } from '@/lib/ui-tuning.ts';
import { SLIDE_IMAGES, SLIDE_IMAGE_SIZE, type SlideImage } from '@/content/slides.ts';
import { cn } from '@/lib/cn.ts';
import { buildSlides } from './slides.ts';

const IGNORE_KEYS_FROM =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="tablist"]';

/**
 * The home hero: full width, 600 px high, three pictures a slide, fading every 5 s, paused while the
 * pointer is over it (or a keyboard user is inside it); dots and the left/right arrow keys move it.
 */
export function HeroSlider({ images = SLIDE_IMAGES }: { images?: SlideImage[] }) {
  const slides = useMemo(() => buildSlides(images, SLIDER.imagesPerSlide), [images]);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Pictures of later slides are requested only once the page has loaded, to keep the first load
  // small (the server renders the first slide's only, as the browser's first render does).
  const [warm, setWarm] = useState(false);
  const section = useRef<HTMLElement>(null);
  const paused = hovered || keyboardInside || stopped;

  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);

  // A pointer already over a slider the server rendered: its mouseenter went by before hydration.
  useEffect(() => {
    if (section.current?.matches(':hover')) setHovered(true);
  }, []);

  useEffect(() => {
    if (warm) return;
    if (document.readyState === 'complete') {
      setWarm(true);
      return;
    }
    const onLoad = () => setWarm(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [warm]);

  useEffect(() => {
    if (paused || count < 2) return;
    const id = setTimeout(() => go(1), SLIDER.autoAdvanceMs);
    return () => clearTimeout(id);
  }, [index, paused, count, go]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (e.target instanceof Element && e.target.closest(IGNORE_KEYS_FROM)) return;
      if (e.key === 'ArrowLeft') go(-1);
      else if (e.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const onFocus = (e: FocusEvent) => setKeyboardInside(isFocusVisible(e.target));
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setKeyboardInside(false);
  };

  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label={m.home_hero_label()}
      className="relative w-full overflow-hidden bg-[#24365f]"
      style={{ height: SLIDER.heightPx }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div aria-live={paused ? 'polite' : 'off'} className="absolute inset-0">
        {slides.map((slide, i) => {
          const active = i === index;
          const render = i === 0 || warm || active;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_slide_of({ n: i + 1, count })}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className="absolute inset-0 grid grid-cols-3"
              style={{ opacity: active ? 1 : 0, transition: `opacity ${SLIDER.fadeSeconds}s ease-in-out` }}
            >
              {slide.map((img, j) =>
                render ? (
                  <img
                    key={j}
                    src={img.src}
                    alt={img.alt}
                    width={SLIDE_IMAGE_SIZE.width}
                    height={SLIDE_IMAGE_SIZE.height}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 && j === 1 ? 'high' : undefined}
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <span key={j} />
                ),
              )}
            </div>
          );
        })}
      </div>
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-b from-black/45 via-black/40 to-black/60" />
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-4 px-4 text-center text-white">
        <h1 className="text-4xl font-extrabold tracking-tight drop-shadow-lg sm:text-6xl">{PRODUCT_NAME}</h1>
        <p className="max-w-2xl text-lg font-medium text-white drop-shadow sm:text-2xl">{m.nav_tagline()}</p>
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-5 flex items-center justify-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={m.home_go_to_slide({ n: i + 1 })}
              data-dot={i}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="group flex h-8 items-center px-1.5 cursor-pointer"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all duration-300',
                  i === index ? 'w-8 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90',
                )}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? m.home_start_rotation() : m.home_stop_rotation()}
            className="ms-2 flex h-8 w-8 items-center justify-center rounded-full text-white/90 hover:bg-white/15 cursor-pointer"
          >
            {/* Inline icons: the hero's chunk stays free of the shared icon chunks. */}
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              {stopped ? <path d="M7 4.5v15l12.5-7.5z" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" />}
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}

function isFocusVisible(el: EventTarget) {
  try {
    return el instanceof Element && el.matches(':focus-visible');
  } catch {
    return false;
  }
}
