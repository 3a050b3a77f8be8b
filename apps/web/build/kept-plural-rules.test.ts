import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptPluralRulesPlugin } from './kept-plural-rules.ts';

type Plural = (locale: string, input: unknown, options?: Intl.PluralRulesOptions) => string;

/** The generated registry, as the build rewrites it, made callable. */
function builtPlural(): Plural {
  const file = path.join(import.meta.dirname, '../src/paraglide/registry.js');
  const transform = keptPluralRulesPlugin.transform as (code: string, id: string) => { code: string };
  const { code } = transform.call(
    {
      error: (m: string) => {
        throw new Error(m);
      },
    },
    fs.readFileSync(file, 'utf8'),
    file,
  );
  return new Function(`${code.replaceAll('export function', 'function')}; return plural;`)() as Plural;
}

describe('Paraglide plurals, kept', () => {
  const plural = builtPlural();
  it('choose what Intl.PluralRules chooses, in both languages, with and without options', () => {
    const input = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.double({ noNaN: true }),
      fc.constantFrom('1', '2', 1.0),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'ur'),
        input,
        fc.constantFrom(undefined, { type: 'ordinal' as const }),
        (l, n, o) => {
          expect(plural(l, n, o)).toBe(new Intl.PluralRules(l, o).select(Number(n)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
