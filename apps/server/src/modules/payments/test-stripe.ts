/**
 * A local Stripe for tests (and browser journeys): it speaks the parts of Stripe's REST API our
 * adapter calls, as the Stripe API reference documents them — form-encoded POST bodies with
 * bracketed keys (`line_items[0][price_data][currency]`), `Authorization: Bearer <secret key>`,
 * `Idempotency-Key` replays, JSON objects (`checkout.session`, `refund`) and the error envelope
 * `{ error: { type, code, message, param } }`:
 *   POST /v1/checkout/sessions · GET /v1/checkout/sessions/:id · POST /v1/checkout/sessions/:id/expire
 *   POST /v1/refunds
 * plus a hosted page (`GET|POST /pay/:id`) that pays a session and sends the browser to success_url.
 * Webhook events are built here with Stripe's event shape and signed with the package's own
 * `Stripe.webhooks.generateTestHeaderString`.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;
export type StandInSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  mode: 'payment';
  livemode: false;
};
type Refund = Json & { id: string; amount: number; payment_intent: string };

/** Stripe's form encoding back into objects: `a[b][0][c]=v` → { a: { b: [{ c: v }] } }. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Json;
    const keys = Object.keys(o);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => arrays(o[k]));
    return Object.fromEntries(keys.map((k) => [k, arrays(o[k])]));
  };
  return arrays(root) as Json;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export async function startStripeStandIn(opts: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, StandInSession>();
  const refunds: Refund[] = [];
  const idempotent = new Map<string, { body: string; status: number; reply: unknown }>();
  const requests: { method: string; path: string; body: Json }[] = [];
  let delayMs = 0;
  let webhookUrl: string | undefined;
  /** Refunds are refused with this error code (a charge disputed in the meantime…). */
  let refuseRefunds: string | undefined;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        if (res.destroyed) return;
        const send = (status: number, reply: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
          res.end(JSON.stringify(reply));
        };
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const pay = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
        if (pay) return hostedPage(req.method ?? 'GET', pay[1]!, res);
        if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
          return send(401, {
            error: {
              type: 'invalid_request_error',
              message: 'Invalid API Key provided: sk_***',
            },
          });
        }
        const body = req.method === 'POST' ? parseStripeForm(raw) : {};
        requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
        const key = req.headers['idempotency-key'];
        const idemKey =
          typeof key === 'string' && req.method === 'POST' ? `${url.pathname}|${key}` : undefined;
        if (idemKey) {
          const seen = idempotent.get(idemKey);
          if (seen && seen.body !== raw) {
            return send(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          }
          if (seen) return send(seen.status, seen.reply);
        }
        const [status, reply] = route(req.method ?? 'GET', url.pathname, body);
        if (idemKey && status < 500) idempotent.set(idemKey, { body: raw, status, reply });
        send(status, reply);
      })();
    });
  });

  const invalid = (message: string, param?: string, code?: string): [number, Json] => [
    400,
    {
      error: {
        type: 'invalid_request_error',
        message,
        ...(param ? { param } : {}),
        ...(code ? { code } : {}),
      },
    },
  ];
  const missing = (what: string, value: string): [number, Json] => [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${value}'`,
        param: 'id',
      },
    },
  ];

  function route(method: string, path: string, body: Json): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (one) {
      const s = sessions.get(one[1]!);
      if (!s) return missing('checkout.session', one[1]!);
      if (method === 'GET' && !one[2]) return [200, s];
      if (method === 'POST' && one[2]) {
        if (s.status !== 'open')
          return invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
        expire(s.id);
        return [200, s];
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    ];
  }

  function createSession(body: Json): [number, unknown] {
    if (body.mode !== 'payment') return invalid('Missing required param: mode.', 'mode');
    const items = body.line_items as Json[] | undefined;
    const item = items?.[0];
    const price = item?.price_data as Json | undefined;
    const currency = String(price?.currency ?? '');
    const unit = Number(price?.unit_amount);
    if (!items || items.length !== 1 || !price)
      return invalid('Missing required param: line_items.', 'line_items');
    if (!/^[a-z]{3}$/.test(currency))
      return invalid('Invalid currency.', 'line_items[0][price_data][currency]');
    if (!Number.isInteger(unit) || unit < 1)
      return invalid('Invalid integer.', 'line_items[0][price_data][unit_amount]');
    if (!body.success_url) return invalid('Missing required param: success_url.', 'success_url');
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = body.expires_at === undefined ? now + 86_400 : Number(body.expires_at);
    if (expiresAt < now + 1800 || expiresAt > now + 86_400) {
      return invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const sid = id('cs');
    const quantity = Number(item?.quantity ?? 1);
    const session: StandInSession = {
      id: sid,
      object: 'checkout.session',
      amount_subtotal: unit * quantity,
      amount_total: unit * quantity,
      currency,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      client_reference_id: (body.client_reference_id as string) ?? null,
      success_url: String(body.success_url),
      cancel_url: (body.cancel_url as string) ?? null,
      url: `${base()}/pay/${sid}`,
      expires_at: expiresAt,
      created: now,
      mode: 'payment',
      livemode: false,
    };
    sessions.set(sid, session);
    return [200, session];
  }

  function createRefund(body: Json): [number, unknown] {
    const intent = String(body.payment_intent ?? '');
    const s = [...sessions.values()].find((x) => x.payment_intent === intent);
    if (!s) return missing('payment_intent', intent);
    if (refuseRefunds) {
      return invalid(`The charge for ${intent} cannot be refunded.`, undefined, refuseRefunds);
    }
    const already = refunds.filter((r) => r.payment_intent === intent).reduce((a, r) => a + r.amount, 0);
    const amount = body.amount === undefined ? s.amount_total - already : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid('Invalid positive integer', 'amount');
    if (already >= s.amount_total)
      return invalid(`Charge for ${intent} has already been refunded.`, undefined, 'charge_already_refunded');
    if (already + amount > s.amount_total) {
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${s.amount_total - already})`,
        'amount',
      );
    }
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: s.currency,
      payment_intent: intent,
      status: 'succeeded',
      metadata: (body.metadata as Json) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    return [200, refund];
  }

  function markPaid(sessionId: string, overrides: Partial<StandInSession> = {}) {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    const intent = s.payment_intent ?? id('pi');
    Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: intent }, overrides);
    return s;
  }
  function expire(sessionId: string) {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    Object.assign(s, { status: 'expired', url: null });
    return s;
  }

  /** A Stripe event about a session (a copy of it as it is now, with overrides). */
  function event(type: string, session: StandInSession, overrides: Partial<StandInSession> = {}) {
    return JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, ...overrides } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }
  /** The Stripe-Signature header, from the package's own test helper. */
  const sign = (payload: string, secret = opts.webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  async function sendWebhook(payload: string) {
    if (!webhookUrl) return;
    await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
  }

  function hostedPage(method: string, sessionId: string, res: http.ServerResponse) {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'open') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end(
        '<!doctype html><title>Stripe (local stand-in)</title><p>This checkout is no longer available.</p>',
      );
    }
    if (method === 'POST') {
      markPaid(sessionId);
      void sendWebhook(event('checkout.session.completed', s)).finally(() => {
        res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) });
        res.end();
      });
      return;
    }
    const amount = (s.amount_total / 100).toFixed(2);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>Stripe (local stand-in)</title></head><body>` +
        `<h1>Pay ${s.currency.toUpperCase()} ${amount}</h1>` +
        `<form method="post"><button type="submit">Pay ${s.currency.toUpperCase()} ${amount}</button></form>` +
        (s.cancel_url ? `<a href="${s.cancel_url.replace(/"/g, '&quot;')}">Back</a>` : '') +
        `</body></html>`,
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base(),
    sessions,
    refunds,
    requests,
    markPaid,
    expire,
    event,
    sign,
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    setRefuseRefunds: (code: string | undefined) => {
      refuseRefunds = code;
    },
    setWebhookUrl: (u: string | undefined) => {
      webhookUrl = u;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
