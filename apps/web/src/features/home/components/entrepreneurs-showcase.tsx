import { useEffect, useState } from 'react';
import { SHOWCASE } from '@/lib/ui-tuning.ts';
import { cn } from '@/lib/cn.ts';
import { ENTREPRENEURS, type Entrepreneur } from '@/content/entrepreneurs.ts';
import { FreelancerCard } from './freelancer-card.tsx';
import { reshuffle } from './reshuffle.ts';
import { m } from '@/paraglide/messages.js';

const isFounder = (e: Entrepreneur) => e.founder === true;

/**
 * Thirteen entrepreneurs, reshuffled every 15 s (the founder stays first with probability 0.8) with a
 * one-second fade.
 */
export function EntrepreneursShowcase({ people = ENTREPRENEURS }: { people?: Entrepreneur[] }) {
  const [order, setOrder] = useState(people);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    const id = setInterval(() => {
      setOrder((current) => reshuffle(current, isFounder, SHOWCASE.founderFirstProbability));
      setFading(true);
    }, SHOWCASE.reshuffleMs);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (!fading) return;
    const id = setTimeout(() => setFading(false), SHOWCASE.transitionMs);
    return () => clearTimeout(id);
  }, [fading]);

  return (
    <section aria-labelledby="entrepreneurs-heading" className="bg-muted/60 py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="entrepreneurs-heading" className="text-center text-2xl font-bold sm:text-3xl">
          {m.home_entrepreneurs_heading()}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
          {m.home_entrepreneurs_text()}
        </p>
        {/* A swipeable row on phones, a grid from tablets up. */}
        <ul
          data-testid="entrepreneurs"
          data-fading={fading}
          aria-label={m.home_entrepreneurs_label()}
          tabIndex={0}
          className={cn(
            '-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3 xl:grid-cols-4',
            fading && 'animate-pulse',
          )}
          style={fading ? { animation: `pulse ${SHOWCASE.transitionMs}ms ease-in-out 1` } : undefined}
        >
          {order.map((person) => (
            <li
              key={person.name}
              data-name={person.name}
              data-founder={isFounder(person) ? 'true' : undefined}
              className="w-[85%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none"
            >
              <FreelancerCard {...person} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
