/**
 * A local JazzCash for tests (and the browser journey): it speaks Page Redirection v1.1 as the
 * JazzCash Payment Gateway integration guide describes it (sandbox documentation, "Page Redirection"
 * and "Transaction Status Inquiry"): the merchant form is posted to
 * /CustomerPortal/transactionmanagement/merchantform/ with the pp_ fields and pp_SecureHash; the
 * payer pays or cancels on the hosted page; the result is posted back to pp_ReturnURL as signed pp_
 * fields (pp_ResponseCode 000 = success) and, when an IPN URL is set, sent there too; the inquiry
 * answers pp_PaymentResponseCode for a pp_TxnRefNo. Its hash is computed here independently of the
 * adapter's, so a wrong hash on either side fails.
 */
import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type JazzcashCredentials = { merchantId: string; password: string; salt: string };

export function standInHash(salt: string, fields: Record<string, string>): string {
  const names = Object.keys(fields)
    .filter((n) => n.startsWith('pp') && n !== 'pp_SecureHash' && fields[n] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const message = salt + names.map((n) => `&${fields[n]}`).join('');
  return createHmac('sha256', Buffer.from(salt, 'utf8')).update(message, 'utf8').digest('hex').toUpperCase();
}

type Txn = { request: Record<string, string>; code?: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startJazzcashStandIn(
  creds: JazzcashCredentials,
  opts: { ipnUrl?: string; port?: number } = {},
) {
  const txns = new Map<string, Txn>();
  /** Milliseconds the inquiry waits before answering (a provider that times out). */
  let inquiryDelayMs = 0;
  let ipnUrl = opts.ipnUrl;

  /** The signed result JazzCash sends back for a transaction. */
  const result = (ref: string, code: string, overrides: Record<string, string> = {}) => {
    const t = txns.get(ref);
    if (!t) throw new Error(`no transaction ${ref}`);
    t.code = code;
    const fields: Record<string, string> = {
      pp_Amount: t.request.pp_Amount!,
      pp_AuthCode: code === '000' ? '123456' : '',
      pp_BankID: '',
      pp_BillReference: t.request.pp_BillReference!,
      pp_Language: 'EN',
      pp_MerchantID: creds.merchantId,
      pp_ResponseCode: code,
      pp_ResponseMessage:
        code === '000'
          ? 'Thank you for Using JazzCash, your transaction was successful.'
          : 'Transaction not completed',
      pp_RetreivalReferenceNo: code === '000' ? `RRN${ref.slice(-9)}` : '',
      pp_SubMerchantId: '',
      pp_TxnCurrency: t.request.pp_TxnCurrency!,
      pp_TxnDateTime: t.request.pp_TxnDateTime!,
      pp_TxnRefNo: ref,
      pp_TxnType: 'MWALLET',
      pp_Version: '1.1',
      ppmpf_1: '',
      ...overrides,
    };
    fields.pp_SecureHash = standInHash(creds.salt, fields);
    return fields;
  };

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString('utf8')));
      req.on('end', () => resolve(data));
    });

  const page = (res: http.ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>JazzCash (local stand-in)</title></head><body>${html}</body></html>`,
    );
  };

  const postBack = (action: string, fields: Record<string, string>) =>
    `<form id="back" method="post" action="${escape(action)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
      .join(
        '',
      )}</form><p>Returning to the merchant…</p><script>document.getElementById('back').submit()</script>`;

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = await readBody(req);
      if (url.pathname === '/CustomerPortal/transactionmanagement/merchantform/' && req.method === 'POST') {
        const fields = Object.fromEntries(new URLSearchParams(body));
        if (fields.pp_SecureHash !== standInHash(creds.salt, fields))
          return page(res, 400, '<h1>Invalid secure hash</h1>');
        if (fields.pp_MerchantID !== creds.merchantId || fields.pp_Password !== creds.password) {
          return page(res, 400, '<h1>Invalid merchant credentials</h1>');
        }
        if (fields.pp_Version !== '1.1' || !/^\d+$/.test(fields.pp_Amount ?? '') || !fields.pp_ReturnURL) {
          return page(res, 400, '<h1>Invalid request</h1>');
        }
        txns.set(fields.pp_TxnRefNo!, { request: fields });
        const rupees = (Number(fields.pp_Amount) / 100).toFixed(2);
        return page(
          res,
          200,
          `<h1>JazzCash</h1><p>Pay Rs ${rupees} to merchant ${escape(fields.pp_MerchantID!)}</p>
           <p>${escape(fields.pp_Description ?? '')}</p>
           <form method="post" action="/standin/pay"><input type="hidden" name="ref" value="${escape(fields.pp_TxnRefNo!)}">
           <label>Mobile account <input name="mobile" value="03123456789"></label>
           <button name="outcome" value="000">Pay now</button>
           <button name="outcome" value="199">Cancel</button></form>`,
        );
      }
      if (url.pathname === '/standin/pay' && req.method === 'POST') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const t = txns.get(form.ref ?? '');
        if (!t) return page(res, 404, '<h1>Unknown transaction</h1>');
        const fields = result(form.ref!, form.outcome === '000' ? '000' : '199');
        if (ipnUrl) {
          await fetch(ipnUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(fields),
          }).catch(() => undefined);
        }
        return page(res, 200, postBack(t.request.pp_ReturnURL!, fields));
      }
      if (url.pathname === '/ApplicationAPI/API/PaymentInquiry/Inquire' && req.method === 'POST') {
        if (inquiryDelayMs > 0) await new Promise((r) => setTimeout(r, inquiryDelayMs));
        const q = JSON.parse(body || '{}') as Record<string, string>;
        const answer = (fields: Record<string, string>) => {
          fields.pp_SecureHash = standInHash(creds.salt, fields);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(fields));
        };
        if (q.pp_SecureHash !== standInHash(creds.salt, q) || q.pp_MerchantID !== creds.merchantId) {
          return answer({ pp_ResponseCode: '110', pp_ResponseMessage: 'Invalid request' });
        }
        const t = txns.get(q.pp_TxnRefNo ?? '');
        return answer({
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Successful',
          pp_MerchantID: creds.merchantId,
          pp_PaymentResponseCode: t?.code ?? (t ? '124' : '404'),
          pp_PaymentResponseMessage: t?.code === '000' ? 'Completed' : t ? 'Pending' : 'Not found',
          pp_Status: t?.code === '000' ? 'Completed' : t?.code ? 'Failed' : 'Pending',
        });
      }
      res.writeHead(404).end();
    })().catch((err: Error) => {
      res.writeHead(500).end(err.message);
    });
  });
  // A fixed port for the browser journeys (e2e/jazzcash-stand-in.ts), else any free one.
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    txns,
    /** The signed result for a transaction the merchant form opened (`code` 000: paid). */
    result,
    setInquiryDelay: (ms: number) => (inquiryDelayMs = ms),
    setIpnUrl: (url: string | undefined) => (ipnUrl = url),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
