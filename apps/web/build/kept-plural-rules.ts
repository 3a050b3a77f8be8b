import type { Plugin } from 'vite';

/**
 * Paraglide's generated registry builds a new `Intl.PluralRules` for every plural message it writes
 * ("3 proposals" on each job card); building one costs far more than using one (decision 031).
 * The build keeps one per language and options, and needs none for the cardinals of English and Urdu. The generated file itself is rewritten by each
 * compile, so the change is made here, and fails loudly if Paraglide writes it differently.
 */
export const keptPluralRulesPlugin: Plugin = {
  name: 'kept-plural-rules',
  transform(code, id) {
    if (!/[\\/]paraglide[\\/]registry\.js$/.test(id)) return;
    const from = 'return new Intl.PluralRules(locale, options).select(Number(input))';
    if (!code.includes(from))
      this.error('Paraglide no longer builds PluralRules as expected: check its registry');
    const kept = [
      'const __pluralRules = new Map();',
      code.replace(
        from,
        // English and Urdu cardinals: 'one' for 1 (and -1), 'other' for anything else (CLDR).
        "if (!options && (locale === 'en' || locale === 'ur')) return Math.abs(Number(input)) === 1 ? 'one' : 'other'; " +
          'const key = locale + JSON.stringify(options ?? {}); let rules = __pluralRules.get(key); ' +
          'if (!rules) __pluralRules.set(key, (rules = new Intl.PluralRules(locale, options))); ' +
          'return rules.select(Number(input))',
      ),
    ].join('\n');
    return { code: kept, map: null };
  },
};
