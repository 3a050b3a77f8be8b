import { fromMinorUnits, type StatementDto } from '@kt/shared';

/**
 * A cell as a spreadsheet reads it safely: text starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before a formula) gets a leading quote so it is never run as a
 * formula (OWASP "CSV injection"); a cell with a comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const HEADER = [
  'Date',
  'Description',
  'Contract',
  'Milestone',
  'Currency',
  'Money in',
  'Money out',
  'Balance',
];

/**
 * The statement as CSV: one table, per currency an opening row, the month's movements and a closing
 * row. Dates are UTC (ISO 8601); amounts are decimal strings ("1250.50"), never floats.
 */
export function statementCsv(s: StatementDto): string {
  const lines: string[][] = [HEADER];
  const closingDate = new Date(Math.min(Date.parse(s.to) - 1, Date.parse(s.generatedAt))).toISOString();
  for (const c of s.currencies) {
    const amount = (minor: number) => (minor === 0 ? '' : fromMinorUnits(minor, c.currency));
    lines.push([
      s.from,
      'Opening balance',
      '',
      '',
      c.currency,
      '',
      '',
      fromMinorUnits(c.opening, c.currency),
    ]);
    for (const e of c.entries) {
      lines.push([
        e.date,
        e.description,
        e.contract?.title ?? '',
        e.milestone?.title ?? '',
        c.currency,
        amount(e.moneyIn),
        amount(e.moneyOut),
        fromMinorUnits(e.balance, c.currency),
      ]);
    }
    lines.push([
      closingDate,
      'Closing balance',
      '',
      '',
      c.currency,
      '',
      '',
      fromMinorUnits(c.closing, c.currency),
    ]);
  }
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
