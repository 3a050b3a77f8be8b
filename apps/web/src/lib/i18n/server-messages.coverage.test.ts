import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';

/**
 * Every refusal the server can give a person has its Urdu (issue 34). This reads the server's source
 * as it is at test time, finds the messages of its refusals (badRequest, forbidden, notFound,
 * conflict, unauthorized, the 413/415/429 helpers, `new HttpError(4xx, …)`, and the helpers that pass
 * a message on), fills each template's `${…}` with realistic values (SAMPLES), and asks the Urdu table
 * for each: it must answer, and with no English left but the values filled in.
 */

const SERVER = path.resolve(import.meta.dirname, '../../../../server/src');

/** A function whose argument at this index is a message a person reads. */
const CARRIERS: Record<string, number> = {
  badRequest: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  unauthorized: 0,
  payloadTooLarge: 0,
  unsupportedMediaType: 0,
  HttpError: 1,
  tooMany: 1,
  assertPassword: 2,
  consumeToken: 3,
  requireVerifiedEmail: 2,
  reencodeImage: 2,
  keyed: 1,
};

/** What a carrier makes of its message: the throttles add when to try again. */
const WRAP: Record<string, (text: string) => string> = {
  tooMany: (t) => `${t}. Please try again in 3 minute(s).`,
  keyed: (t) => `${t} Please try again in 15 minute(s).`,
};

/**
 * Arguments that are a parameter passed on, not a text: where their texts are found instead. A new
 * call with such an argument fails the test until it is listed here (or given a text).
 */
const PASSED_ON: Record<string, string> = {
  'lib/errors.ts message': 'the helpers themselves: their callers are read',
  'lib/errors.ts what: string': "tooMany's callers: WRITE_LIMITS' `what` and the throttles' messages",
  'lib/upload-content.ts refused': "reencodeImage's callers are read",
  'modules/auth/tokens.ts message: string': "consumeToken's callers are read",
  'modules/auth/tokens.ts message': "consumeToken's callers are read",
  'modules/auth/verification.ts message': "assertPassword's callers are read",
  "modules/auth/verification.ts message = 'Password is incorrect'": 'a literal: read',
  'modules/auth/verified-email.ts message': "requireVerifiedEmail's callers are read",
  'modules/auth/throttle.ts message': 'the throttle messages, read in EXTRA',
  'plugins/auth.ts message': 'the routes’ guestMessage, read in EXTRA',
  'plugins/limits.ts WRITE_LIMITS[name].what': "WRITE_LIMITS' `what`, read in EXTRA",
  'policies/policies.ts verdict': 'the policies’ reasons, read in EXTRA',
  'modules/admin/suspension-guard.ts formatSuspension(user)': 'formatSuspension, read in EXTRA',
  'modules/jobs/form.ts refusedType(part.filename)': 'refusedType, read in EXTRA',
  'modules/jobs/routes.ts refusedType(f.originalName)': 'refusedType, read in EXTRA',
  'modules/jobs/lifecycle-routes.ts refusedType(f.originalName)': 'refusedType, read in EXTRA',
  'modules/contracts/milestones.ts problem': "milestoneAmountProblem's texts, read in EXTRA",
  'modules/payouts/routes.ts err.message': "an admin's results file's parse error (operator, in English)",
  "modules/payouts/routes.ts err.issues[0]?.message ?? 'Invalid results'": 'as above',
};

/** Refusals nobody reads on a screen: answers to a provider's servers, an operator's configuration. */
const NOT_FOR_PEOPLE: RegExp[] = [
  /Stripe-Signature|Not a Stripe return|^Invalid or expired signature$|^Unknown or malformed event$/,
  /^Webhooks are not configured$|^Unknown payout provider$/,
  /^Not a JazzCash response$|^Invalid pp_SecureHash$|^The sandbox sends no notifications$/,
  /PAYOUTS_PROVIDER=manual|\(FX_PROVIDER\)/,
  // Parameters the screens always send well formed: only someone calling the API by hand reads these.
  /^(as|on|state|accept) must be |^(On|Verified) must be true or false$|^Language must be en or ur$/,
  /^clientId must be a UUID$|^conversationId and content are required$|^Accept the proposal \(\{ accept/,
];

/**
 * What each `${…}` of a template holds, as the server fills it. A template with an expression not
 * listed here fails the test until it is.
 */
const SAMPLES: Record<string, string[]> = {
  'lib/errors.ts what': ['Too many proposals'],
  'lib/uploads.ts what': ['file', 'image', 'attachment'],
  'modules/profile/edits.ts what': ['languages', 'certifications', 'portfolio items', 'education entries'],
  'waitText(ttlMs)': ['3 minute(s)', '40 second(s)', '5 hour(s)'],
  minutes: ['15'],
  message: ['Too many attempts.'],
  name: ['brief.pdf'],
  'found.application.status': ['accepted', 'rejected', 'withdrawn'],
  "blockers.join('; ')": ['your wallet still holds money; withdraw it first'],
  'contract.status': ['completed', 'cancelled', 'pending'],
  'words(m.status)': ['released', 'changes requested'],
  allowed: ['funded', 'submitted or changes requested'],
  'rule.verb': ['approved', 'submitted'],
  'fmt(m.amount)': ['$50.00'],
  names: ['"Logo", "Website"'],
  'LIMITS.attachmentMaxFiles': ['5'],
  MAX_MB: ['10'],
  MB: ['5'],
  'moneyOf(contract)(amount)': ['$500.00'],
  'textDayTime(rate.createdAt)': ['27 Nov 2026, 14:05'],
  'textDayTime(method.usableAt)': ['27 Nov 2026, 14:05'],
  'LIMITS.messageMaxLength': ['5000'],
  method: ['jazzcash', 'stripe'],
  currency: ['PKR', 'USD'],
  "offered.map((p) => p.method).join(', ')": ['sandbox, jazzcash'],
  'PAYOUT_RAIL_LABELS[rail]': ['JazzCash', 'Bank account (IBAN)'],
  'PAYOUT_RAIL_LABELS[input.rail]': ['JazzCash', 'Easypaisa'],
  max: ['10'],
  language: ['Urdu'],
  'PROFILE_LIMITS.languagesMax': ['10'],
  'money(min)': ['$10.00'],
  "filename || 'A file'": ['brief.exe', 'A file'],
  filename: ['brief.exe'],
  "part.filename || 'A file'": ['brief.exe', 'A file'],
  "u.suspensionReason ?? 'no reason given'": ['Spam'],
  "u.appealBy ? longDate(u.appealBy) : 'the date in our e-mail'": ['25 Dec 2026'],
};

/** Latin an Urdu text keeps: an IBAN's country code, file formats, the words a results file holds. */
const KEPT = /\b(PK|PDF|DOCX|DOC|paid|failed)\b/g;

type Found = { file: string; text: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'ops' ? [] : sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|^test-/.test(e.name) ? [p] : [];
  });
}

/** The argument texts of a call whose '(' ends at `i` (brackets and strings followed, not parsed). */
function argumentsAt(src: string, i: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  let quote: string | null = null;
  for (; i < src.length; i += 1) {
    const c = src[i]!;
    if (quote) {
      cur += c;
      if (c === '\\') cur += src[(i += 1)];
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      if (depth === 0) return [...out, cur.trim()];
      depth -= 1;
    } else if (c === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  return out;
}

/** Every string and template literal inside an expression, quotes removed. */
const literals = (expr: string) =>
  [...expr.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2]!.replace(/\\(.)/g, '$1'));

/** `const NAME = 'text'` (or a template) in a source. */
const constantsIn = (src: string) =>
  new Map(
    [...src.matchAll(/\bconst (\w+)(?::[^=]+)?\s*=\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g)].map((m) => [
      m[1]!,
      m[3]!.replace(/\\(.)/g, '$1'),
    ]),
  );

/** `const NAME: … = { a: 'text', … }`: its texts. */
const objectIn = (src: string, name: string) => {
  const at = new RegExp(`\\bconst ${name}\\b[^=]*=\\s*\\{`).exec(src);
  return at ? literals(argumentsAt(src, at.index + at[0].length).join(',')) : [];
};

function collect() {
  const files = sourceFiles(SERVER);
  const sources = new Map(files.map((f) => [path.relative(SERVER, f), fs.readFileSync(f, 'utf8')]));
  const global = new Map<string, string>();
  for (const src of sources.values())
    for (const [k, v] of constantsIn(src)) if (/^[A-Z_]+$/.test(k)) global.set(k, v);
  const found: Found[] = [];
  const unread: string[] = [];
  const call = new RegExp(`\\b(?:new )?(${Object.keys(CARRIERS).join('|')})\\(`, 'g');
  for (const [file, src] of sources) {
    const local = constantsIn(src);
    for (const m of src.matchAll(call)) {
      if (/function\s*$/.test(src.slice(Math.max(0, m.index - 20), m.index))) continue; // its definition
      const args = argumentsAt(src, m.index + m[0].length);
      if (m[1] === 'HttpError' && !/^4\d\d$/.test(args[0] ?? '')) continue;
      const arg = args[CARRIERS[m[1]!]!];
      if (!arg) continue;
      const texts = /^\w+$/.test(arg)
        ? [local.get(arg) ?? global.get(arg)].filter((t): t is string => t !== undefined)
        : /^\w+\[[^\]]+\]$/.test(arg)
          ? objectIn(src, arg.split('[')[0]!)
          : literals(arg);
      const wrap = WRAP[m[1]!] ?? ((t: string) => t);
      if (texts.length && !(arg in PASSED_ON_BY_ARG(file)))
        for (const text of texts) found.push({ file, text: wrap(text) });
      else if (!texts.length && !PASSED_ON[`${file} ${arg}`]) unread.push(`${file} ${arg}`);
    }
  }
  // Texts that reach the carriers through a parameter (PASSED_ON).
  const extra = (file: string, texts: string[]) => texts.forEach((text) => found.push({ file, text }));
  const read = (file: string) => sources.get(file) ?? '';
  extra(
    'policies/policies.ts',
    literals(read('policies/policies.ts')).filter((t) => /^[A-Z][a-z].* /.test(t)),
  );
  extra(
    'lib/write-limits.ts',
    [...read('lib/write-limits.ts').matchAll(/what: '([^']+)'/g)].map(
      (m) => `${m[1]}. Please try again in 3 minute(s).`,
    ),
  );
  extra(
    'modules/auth/throttle.ts',
    literals(read('modules/auth/throttle.ts'))
      .filter((t) => /^Too many/.test(t))
      .map((t) => `${t.replace(/\.$/, '')}. Please try again in 3 minute(s).`),
  );
  for (const [file, src] of sources)
    extra(
      file,
      [...src.matchAll(/guestMessage: '([^']+)'/g)].map((m) => m[1]!),
    );
  extra(
    'modules/jobs/form.ts',
    literals(/const refusedType =[^`]*(`[^`]*`)/.exec(read('modules/jobs/form.ts'))?.[1] ?? ''),
  );
  extra(
    'modules/admin/suspension-text.ts',
    literals(read('modules/admin/suspension-text.ts')).filter((t) => t.startsWith('Your account')),
  );
  // The zod schemas' own messages: the shared contracts (the server's and the forms') and the routes'.
  const SHARED = path.resolve(SERVER, '../../../packages/shared/src');
  // A message has words (a label object's `message: 'Messages'` is not one).
  const zodTexts = (src: string) =>
    [...src.matchAll(/\b(?:error|message): '((?:\\.|[^'\\])+)'/g)]
      .map((m) => m[1]!.replace(/\\(.)/g, '$1'))
      .filter((t) => t.includes(' '));
  for (const file of sourceFiles(SHARED))
    extra(`shared/${path.relative(SHARED, file)}`, zodTexts(fs.readFileSync(file, 'utf8')));
  // (config.ts checks the operator's environment at start: nobody reads it on a screen.)
  for (const [file, src] of sources)
    if (file !== 'config.ts' && /z\.|from 'zod'/.test(src)) extra(file, zodTexts(src));
  const amounts = Object.entries(Object.fromEntries(sources)).find(([, s]) =>
    /export function milestoneAmountProblem/.test(s),
  );
  if (amounts)
    extra(
      amounts[0],
      literals(amounts[1]).filter((t) => /^[A-Z].* /.test(t)),
    );
  return { found, unread };
}

function PASSED_ON_BY_ARG(file: string): Record<string, true> {
  return Object.fromEntries(
    Object.keys(PASSED_ON)
      .filter((k) => k.startsWith(`${file} `))
      .map((k) => [k.slice(file.length + 1), true as const]),
  );
}

/** Each template with every combination's first sample (and each sample once): the texts to check. */
function instances(file: string, text: string): { text: string; values: string[] }[] | string {
  const holes = [...text.matchAll(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => m[1]!);
  if (!holes.length) return [{ text, values: [] }];
  const samples = (hole: string) => SAMPLES[`${file} ${hole}`] ?? SAMPLES[hole];
  const missing = holes.find((h) => !samples(h));
  if (missing) return `no sample for \${${missing}} in: ${text}`;
  const out: { text: string; values: string[] }[] = [];
  holes.forEach((hole, which) => {
    for (const sample of samples(hole)!) {
      const values = holes.map((h, i) => (i === which ? sample : samples(h)![0]!));
      let i = 0;
      out.push({ text: text.replace(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g, () => values[i++]!), values });
    }
  });
  return out;
}

describe("the server's refusals in Urdu", () => {
  const original = getLocale;
  let translate: (text: string) => string | undefined;
  beforeAll(async () => {
    overwriteGetLocale(() => 'ur');
    translate = (await import('./server-messages.urdu.ts')).translateToUrdu;
  }, 60_000);
  afterAll(() => overwriteGetLocale(original));

  it('reads every refusal the server writes, and each has its Urdu', () => {
    const { found, unread } = collect();
    expect(unread, 'call sites whose message this test cannot read (see PASSED_ON)').toEqual([]);
    // A floor, so a scan that finds nothing never passes: there are about 240.
    expect(found.length).toBeGreaterThan(200);
    const untranslated: string[] = [];
    for (const { file, text } of found) {
      if (NOT_FOR_PEOPLE.some((p) => p.test(text))) continue;
      const cases = instances(file, text);
      if (typeof cases === 'string') {
        untranslated.push(`${file}: ${cases}`);
        continue;
      }
      for (const c of cases) {
        const urdu = translate(c.text);
        let rest = urdu ?? c.text;
        for (const v of c.values) rest = rest.replaceAll(v, '');
        rest = rest.replace(KEPT, '');
        if (urdu === undefined || /[A-Za-z]{2,}/.test(rest))
          untranslated.push(`${file}: ${c.text} -> ${urdu}`);
      }
    }
    expect([...new Set(untranslated)]).toEqual([]);
  });
});
