/**
 * The payout batch's transfer file and the bank's results file (docs/payout-batches.md): RFC 4180
 * CSV, CRLF line ends, a header row; cells that a spreadsheet would run as a formula are quoted
 * with a leading apostrophe (OWASP CSV injection), as in the statements' CSV.
 */
import { fromMinorUnits, type PayoutResultRow } from '@kt/shared';
import { csvCell } from '../wallet/statement-csv.ts';

export const TRANSFER_FILE_HEADER = ['reference', 'account', 'account_title', 'amount_pkr', 'purpose'];

export type TransferLine = {
  reference: string;
  account: string;
  holderName: string;
  /** In paisa: a rupee withdrawal's net, or a dollar one's converted amount. */
  amountPkr: number;
};

export function transferFile(batchNumber: number, lines: TransferLine[]): string {
  const rows = [TRANSFER_FILE_HEADER.join(',')];
  for (const l of lines) {
    rows.push(
      [
        csvCell(l.reference),
        csvCell(l.account),
        csvCell(l.holderName),
        fromMinorUnits(l.amountPkr, 'PKR'),
        csvCell(`Karakoram Talent payout ${l.reference} (batch ${batchNumber})`),
      ].join(','),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** RFC 4180 fields of one CSV text: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

export class ResultsFileError extends Error {}

/**
 * The bank's results file: a header naming `reference`, `status`, `bank_reference` and `reason`
 * (any order, case and spaces ignored; the last two optional), then one row per transfer. A status
 * other than paid or failed (after trimming, any case) is refused with its line number.
 */
export function parseResultsFile(text: string): PayoutResultRow[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new ResultsFileError('The results file is empty');
  const names = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const col = (name: string) => names.indexOf(name);
  const [ref, status, bankRef, reason] = [
    col('reference'),
    col('status'),
    col('bank_reference'),
    col('reason'),
  ];
  if (ref < 0 || status < 0)
    throw new ResultsFileError('The results file needs a header with reference and status columns');
  return rows.map((r, i) => {
    const s = (r[status] ?? '').trim().toLowerCase();
    if (s !== 'paid' && s !== 'failed')
      throw new ResultsFileError(`Line ${i + 2}: status must be paid or failed`);
    const clean = (v: string | undefined) => (v ?? '').trim().replace(/^'(?=[=+\-@\t\r])/, '');
    return {
      reference: clean(r[ref]),
      status: s,
      ...(bankRef >= 0 && clean(r[bankRef]) ? { bankReference: clean(r[bankRef]) } : {}),
      ...(reason >= 0 && clean(r[reason]) ? { reason: clean(r[reason]) } : {}),
    };
  });
}
