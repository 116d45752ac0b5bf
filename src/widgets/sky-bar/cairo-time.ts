import { sky } from '../../content';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: sky.cairoTimeZone,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** Local time in Cairo, 12-hour with seconds, e.g. "3:04:05 PM". The zone data handles DST. */
export function formatCairoTime(instantMs: number): string {
  // Some ICU versions put a narrow no-break space before AM/PM; a plain space reads the same.
  return formatter.format(instantMs).replace(/\u202f/g, ' ');
}
