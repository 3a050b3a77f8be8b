import { useEffect, useState } from 'react';
import { SHOWCASE } from '@kt/shared/constants';
import { ENTREPRENEURS, type Entrepreneur } from '@/content/entrepreneurs.ts';
import { FreelancerCard } from './freelancer-card.tsx';
import { reshuffle } from './reshuffle.ts';

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
          Meet Our Entrepreneurs
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
          Freelancers and founders from every valley of Gilgit-Baltistan, working with clients around the world.
        </p>
        <ul
          data-testid="entrepreneurs"
          data-fading={fading}
          className={fading ? 'mt-8 grid animate-pulse gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'}
          style={fading ? { animation: `pulse ${SHOWCASE.transitionMs}ms ease-in-out 1` } : undefined}
        >
          {order.map((person) => (
            <li key={person.name}>
              <FreelancerCard {...person} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
