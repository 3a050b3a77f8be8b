import { useEffect, useState } from 'react';
import { SHOWCASE } from '@/lib/ui-tuning.ts';
import { cn } from '@/lib/cn.ts';
import { useProgramme, type Entrepreneur } from '@/content/programme.ts';
import { FreelancerCard } from './freelancer-card.tsx';
import { reshuffle } from './reshuffle.ts';
import { m } from '@/paraglide/messages.js';

const isFounder = (e: Entrepreneur) => e.founder === true;

/**
 * The entrepreneurs programme staff keep in the console (issue 36; thirteen as seeded). The server
 * draws home with them; until they arrive, the section's room, empty.
 */
export function EntrepreneursShowcase() {
  const { programme } = useProgramme();
  if (!programme) return <div className="min-h-96" aria-busy="true" />;
  return <Showcase people={programme.entrepreneurs} />;
}

/**
 * The cards, reshuffled every 15 s (the founder stays first with probability 0.8) with a one-second
 * fade. The order is kept by key, so an edit or a change of language keeps the cards where they are.
 */
export function Showcase({ people }: { people: Entrepreneur[] }) {
  const [keys, setKeys] = useState(() => people.map((p) => p.key));
  const [fading, setFading] = useState(false);
  const byKey = new Map(people.map((p) => [p.key, p]));
  const order = [...keys.flatMap((k) => byKey.get(k) ?? []), ...people.filter((p) => !keys.includes(p.key))];

  useEffect(() => {
    const all = people.map((p) => p.key);
    const founders = new Set(people.filter(isFounder).map((p) => p.key));
    const id = setInterval(() => {
      setKeys((current) => {
        const kept = [...current.filter((k) => all.includes(k)), ...all.filter((k) => !current.includes(k))];
        return reshuffle(kept, (k) => founders.has(k), SHOWCASE.founderFirstProbability);
      });
      setFading(true);
    }, SHOWCASE.reshuffleMs);
    return () => clearInterval(id);
  }, [people]);

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
              key={person.key}
              data-name={person.name}
              data-founder={isFounder(person) ? 'true' : undefined}
              className="w-[85%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none"
            >
              <FreelancerCard
                name={person.name}
                title={person.title}
                description={person.description}
                image={person.image}
                skills={person.skills}
                location={person.location}
                sample={person.sample}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
