/**
 * The chat report as CSV (RFC 4180: quoted where needed, CRLF lines) for a spreadsheet. A cell
 * a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return)
 * gets a leading apostrophe, so a visitor's message can never become one.
 */
import type { ReportData } from '../../server/report-data';

type Cell = string | number | null;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const table = (rows: Cell[][]) => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/** The summary as one table with a section column; conversations as one row per message. */
export function formatCsv(data: ReportData): string {
  if (data.kind === 'conversations') {
    const rows: Cell[][] = [['session_id', 'at', 'role', 'channel', 'message']];
    for (const c of data.conversations ?? [])
      for (const m of c.messages) rows.push([c.session_id, m.at, m.role, m.channel, m.message]);
    return table(rows);
  }
  const rows: Cell[][] = [['section', 'item', 'conversations', 'messages', 'times']];
  const report = data.report;
  for (const d of report?.perDay ?? [])
    rows.push(['per_day', d.day, d.conversations, d.messages, null]);
  for (const q of report?.mostAsked ?? [])
    rows.push(['most_asked', q.question, null, null, q.times]);
  for (const q of report?.unanswered ?? [])
    rows.push(['unanswered', q.question, null, null, q.times]);
  return table(rows);
}
