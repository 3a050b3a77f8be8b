/** Characters with a meaning in tsquery syntax; stripped from what a user types. */
const OPERATORS = /[&|!():*<>'"\\]/g;

/**
 * A prefix-matching tsquery text for `to_tsquery('english', …)`: every word must match the start of
 * a lexeme, so 'reac' finds 'React'. Each word is quoted, so the text parser splits it exactly as it
 * split the indexed text ('node.js' stays one token). Undefined when nothing searchable is left.
 */
export function prefixTsQuery(search: string): string | undefined {
  const words = search
    .split(/\s+/)
    .map((w) => w.replace(OPERATORS, '').trim())
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) return undefined;
  return words.map((w) => `'${w}':*`).join(' & ');
}
