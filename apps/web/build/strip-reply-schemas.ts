import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * `api(path, { reply: someReply })` checks replies against their shared zod schema in development
 * and tests only (lib/api.ts); a production build trusts the server. The schema reference alone
 * would still pull zod and every schema of `@kt/shared` into the first load, so the production
 * build removes the `reply` option from calls of `api` (about 36 KB gzip off the first load).
 */
export function stripReplySchemas(source: string, filename: string): string | undefined {
  if (!source.includes('reply')) return undefined;
  const program = parseSync(filename, source).program as unknown as Node;
  const cuts: [number, number][] = [];
  visit(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node & { name?: string };
    const options = (node.arguments as Node[])[1];
    if (callee.type !== 'Identifier' || callee.name !== 'api' || options?.type !== 'ObjectExpression') return;
    for (const prop of options.properties as (Node & {
      key: Node & { name?: string };
      computed: boolean;
    })[]) {
      if (prop.type === 'Property' && !prop.computed && prop.key.name === 'reply') {
        const comma = /^\s*,/.exec(source.slice(prop.end));
        cuts.push([prop.start, prop.end + (comma ? comma[0].length : 0)]);
      }
    }
  });
  if (cuts.length === 0) return undefined;
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

function visit(node: unknown, fn: (node: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, fn);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') fn(n);
  for (const key in n) if (key !== 'type' && key !== 'start' && key !== 'end') visit(n[key], fn);
}

export const stripReplySchemasPlugin: Plugin = {
  name: 'strip-reply-schemas',
  apply: 'build',
  // After TypeScript and JSX are compiled away, so the parser sees plain JavaScript.
  enforce: 'post',
  transform(code, id) {
    if (id.includes('/node_modules/') || !/\/apps\/web\/src\/.*\.tsx?$/.test(id.split('?')[0]!)) return;
    const out = stripReplySchemas(code, id.split('?')[0]!.replace(/\.tsx?$/, '.js'));
    return out === undefined ? undefined : { code: out, map: null };
  },
};
