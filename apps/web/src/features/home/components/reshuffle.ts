/** Fisher-Yates shuffle driven by `random` (Math.random by default), returning a new array. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The showcase's new order: with probability `keepFirst` the founder stays first and the rest are
 * shuffled; otherwise every card, the founder's included, is shuffled.
 */
export function reshuffle<T>(
  items: readonly T[],
  isFounder: (item: T) => boolean,
  keepFirst: number,
  random: () => number = Math.random,
): T[] {
  const founder = items.find(isFounder);
  if (founder !== undefined && random() < keepFirst) {
    return [
      founder,
      ...shuffle(
        items.filter((item) => item !== founder),
        random,
      ),
    ];
  }
  return shuffle(items, random);
}
