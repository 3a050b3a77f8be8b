/**
 * The page's policy refuses `style` attributes in HTML (the app sets styles from script, which it
 * allows), so each one rendered becomes a rule of a style sheet the server sends with the page's
 * nonce: `style="height:600px"` becomes `data-kt-style="0"` and `[data-kt-style="0"]{height:600px}`.
 * The browser sets them back as the elements' own styles before hydrating (main.tsx).
 */
export function stylesAsRules(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_, attribute: string) => {
    const style = unescapeAttribute(attribute);
    // Nothing that could end the rule or the element: such a style is left out (React sets it on
    // its next render of the element).
    if (/[{}<\\]/.test(style)) return '';
    let id = ids.get(style);
    if (id === undefined) ids.set(style, (id = ids.size));
    return ` data-kt-style="${id}"`;
  });
  const css = [...ids].map(([style, id]) => `[data-kt-style="${id}"]{${style}}`).join('\n');
  return { html: out, css };
}

const unescapeAttribute = (value: string) =>
  value.replace(
    /&(quot|amp|lt|gt|#39);/g,
    (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[e]!,
  );
