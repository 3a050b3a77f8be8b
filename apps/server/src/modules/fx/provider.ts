/**
 * Where the day's USD→PKR rate comes from (FX_PROVIDER, issue 32). `manual` (the default and, for
 * now, the only one): the newest rate an operator entered in the console. A provider that fetches
 * rates from an API later implements the same interface and records what it fetched in `fx_rates`,
 * so a withdrawal always points at the row it was converted at.
 */
import { and, desc, eq } from 'drizzle-orm';
import { FX_PAIR } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { fxRates } from '../../db/schema.ts';

export type FxRateRow = typeof fxRates.$inferSelect;

export interface FxProvider {
  readonly name: string;
  /** The newest USD→PKR rate known, or undefined when there is none. */
  latest(db: Executor): Promise<FxRateRow | undefined>;
}

export function manualFx(): FxProvider {
  return {
    name: 'manual',
    latest: async (db) => {
      const [row] = await db
        .select()
        .from(fxRates)
        .where(and(eq(fxRates.base, FX_PAIR.base), eq(fxRates.quote, FX_PAIR.quote)))
        .orderBy(desc(fxRates.createdAt), desc(fxRates.id))
        .limit(1);
      return row;
    },
  };
}

export function fxProvider(name: 'manual'): FxProvider {
  switch (name) {
    case 'manual':
      return manualFx();
  }
}
