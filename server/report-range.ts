/** The chat report's dates: whole UTC days, `YYYY-MM-DD`, both ends included. */

export interface ReportRange {
  from: string | null;
  to: string | null;
}

export class ReportInputError extends Error {}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day or an error naming the option: 2026-02-30 is not silently March 2nd. */
export function parseDay(value: string, name: string): string {
  const match = DAY.exec(value);
  const [, y, m, d] = match ?? [];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ReportInputError(`${name} must be a date as YYYY-MM-DD, got "${value.slice(0, 40)}"`);
  }
  return value;
}

/** `names`: how the caller spells the two ends, so an error names what was typed. */
export function parseRange(
  from: string | undefined,
  to: string | undefined,
  [fromName, toName] = ['--from', '--to'],
): ReportRange {
  const range = {
    from: from === undefined ? null : parseDay(from, fromName),
    to: to === undefined ? null : parseDay(to, toName),
  };
  if (range.from && range.to && range.from > range.to) {
    throw new ReportInputError(`${fromName} ${range.from} is after ${toName} ${range.to}`);
  }
  return range;
}

/** The range as timestamps for SQL: from midnight of `from` up to, not including, the day after `to`. */
export function rangeBounds(range: ReportRange): [string | null, string | null] {
  // Written out, not toISOString(): after 9999-12-31 that gives "+010000-01-01…", which
  // PostgreSQL reads as a time zone offset.
  const after = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00Z`;
  };
  return [range.from && `${range.from}T00:00:00Z`, range.to && after(range.to)];
}
