import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@kt/shared';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { callProvider, ProviderUnavailable, type Confirmation, type PaymentProvider } from './provider.ts';

/**
 * JazzCash's hosted checkout, "Page Redirection" version 1.1 (JazzCash Payment Gateway integration
 * guide, sandbox documentation at sandbox.jazzcash.com.pk/SandboxDocumentation): the browser posts
 * the pp_ fields to `<JAZZCASH_URL>/CustomerPortal/transactionmanagement/merchantform/`, the payer
 * pays by mobile account or card on JazzCash's page, and JazzCash posts the signed result back to
 * pp_ReturnURL (and, when the merchant enabled it, to the IPN URL). pp_ResponseCode `000` is a
 * success; `124` and `157` mean the payment is still on its way; anything else failed.
 */

export type JazzcashConfig = { merchantId?: string; password?: string; integritySalt?: string; url: string };

export const JAZZCASH_FORM_PATH = '/CustomerPortal/transactionmanagement/merchantform/';
export const JAZZCASH_INQUIRY_PATH = '/ApplicationAPI/API/PaymentInquiry/Inquire';
const PENDING_CODES = new Set(['124', '157']);

/**
 * pp_SecureHash as JazzCash documents it: the values of every non-empty field whose name starts with
 * `pp` (pp_… and ppmpf_…), except pp_SecureHash itself, sorted by field name (ASCII), joined with
 * '&' after the integrity salt, then HMAC-SHA256 keyed by the integrity salt, in upper-case hex.
 */
export function jazzcashHashString(salt: string, fields: Record<string, string>): string {
  const values = Object.keys(fields)
    .filter((k) => k.startsWith('pp') && k !== 'pp_SecureHash' && fields[k] !== '' && fields[k] != null)
    .sort()
    .map((k) => fields[k]!);
  return [salt, ...values].join('&');
}

export function jazzcashSecureHash(salt: string, fields: Record<string, string>): string {
  return createHmac('sha256', salt).update(jazzcashHashString(salt, fields)).digest('hex').toUpperCase();
}

export function jazzcashHashMatches(salt: string, fields: Record<string, string>): boolean {
  const given = String(fields.pp_SecureHash ?? '');
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(jazzcashSecureHash(salt, fields), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** yyyyMMddHHmmss in Pakistan time (UTC+5, no daylight saving), as pp_TxnDateTime wants. */
export function pakistanTime(d: Date): string {
  return new Date(d.getTime() + 5 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Our payment id as pp_TxnRefNo (at most 20 letters and digits): `KT` + its first 18 hex digits. */
export const jazzcashReference = (paymentId: string) =>
  `KT${paymentId.replaceAll('-', '').slice(0, 18).toUpperCase()}`;

/** Text JazzCash accepts in pp_Description and pp_BillReference (letters, digits, spaces). */
const plain = (s: string, max: number) =>
  s
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max) || 'Milestone';

function confirmationOf(fields: Record<string, string>, merchantId: string): Confirmation {
  const code = String(fields.pp_ResponseCode ?? '');
  const amount = /^\d{1,15}$/.test(fields.pp_Amount ?? '') ? Number(fields.pp_Amount) : undefined;
  return {
    reference: String(fields.pp_TxnRefNo ?? ''),
    outcome: code === '000' ? 'succeeded' : PENDING_CODES.has(code) ? 'pending' : 'failed',
    merchantOk: fields.pp_MerchantID === merchantId,
    amount,
    currency: fields.pp_TxnCurrency,
    code,
    message: String(fields.pp_ResponseMessage ?? '').slice(0, 300),
    eventId: `${fields.pp_TxnRefNo}:${code}:${fields.pp_RetreivalReferenceNo ?? ''}`,
  };
}

export function jazzcashProvider(config: JazzcashConfig, timeoutMs: number): PaymentProvider {
  const merchantId = config.merchantId ?? '';
  const password = config.password ?? '';
  const salt = config.integritySalt ?? '';
  const origin = config.url.replace(/\/+$/, '');

  const verifyFields = (fields: Record<string, string>) => {
    if (!fields.pp_TxnRefNo) throw badRequest('Not a JazzCash response');
    if (!jazzcashHashMatches(salt, fields)) throw unauthorized('Invalid pp_SecureHash');
    return confirmationOf(fields, merchantId);
  };

  return {
    method: 'jazzcash',
    name: 'JazzCash',
    real: true,
    currencies: ['PKR'] as const satisfies readonly Currency[],
    feeBasisPoints: 0,
    refunds: false,
    inquiryProvesPayment: false,
    async startCheckout(input) {
      const reference = jazzcashReference(input.paymentId);
      const fields: Record<string, string> = {
        pp_Version: '1.1',
        pp_TxnType: '',
        pp_Language: 'EN',
        pp_MerchantID: merchantId,
        pp_SubMerchantID: '',
        pp_Password: password,
        pp_BankID: '',
        pp_ProductID: '',
        pp_TxnRefNo: reference,
        pp_Amount: String(input.amount),
        pp_TxnCurrency: input.currency,
        pp_TxnDateTime: pakistanTime(new Date()),
        pp_BillReference: reference,
        pp_Description: plain(input.description, 100),
        pp_TxnExpiryDateTime: pakistanTime(input.expiresAt),
        pp_ReturnURL: input.returnUrl,
        ppmpf_1: '',
        ppmpf_2: '',
        ppmpf_3: '',
        ppmpf_4: '',
        ppmpf_5: '',
      };
      fields.pp_SecureHash = jazzcashSecureHash(salt, fields);
      return { reference, next: { form: { action: `${origin}${JAZZCASH_FORM_PATH}`, fields } } };
    },
    async verify(_kind, delivery) {
      let fields = delivery.fields;
      if (!fields.pp_TxnRefNo && delivery.rawBody.trim().startsWith('{')) {
        try {
          const parsed = JSON.parse(delivery.rawBody) as Record<string, unknown>;
          fields = Object.fromEntries(
            Object.entries(parsed).map(([k, v]) => [k, v == null ? '' : String(v)]),
          );
        } catch {
          throw badRequest('Not a JazzCash response');
        }
      }
      return verifyFields(fields);
    },
    async inquire(reference) {
      const request: Record<string, string> = {
        pp_TxnRefNo: reference,
        pp_MerchantID: merchantId,
        pp_Password: password,
      };
      request.pp_SecureHash = jazzcashSecureHash(salt, request);
      const res = await callProvider(
        `${origin}${JAZZCASH_INQUIRY_PATH}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
        },
        timeoutMs,
      );
      if (!res.ok) throw new ProviderUnavailable(`JazzCash inquiry answered ${res.status}`);
      const raw = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v == null ? '' : String(v)]));
      if (!jazzcashHashMatches(salt, fields))
        throw new ProviderUnavailable('JazzCash inquiry: invalid pp_SecureHash');
      if (fields.pp_ResponseCode !== '000') {
        throw new ProviderUnavailable(
          `JazzCash inquiry refused: ${fields.pp_ResponseCode} ${fields.pp_ResponseMessage}`,
        );
      }
      // The inquiry's own pp_ResponseCode says the inquiry worked; the payment's is pp_PaymentResponseCode.
      return confirmationOf(
        {
          ...fields,
          pp_TxnRefNo: reference,
          pp_MerchantID: fields.pp_MerchantID || merchantId,
          pp_ResponseCode: fields.pp_PaymentResponseCode ?? '',
          pp_ResponseMessage: fields.pp_PaymentResponseMessage ?? '',
        },
        merchantId,
      );
    },
  };
}
