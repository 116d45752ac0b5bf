/** `npm run chat-report` options; a wrong one is an error naming it, never a guess. */
import { parseArgs } from 'node:util';
import { parseRange, ReportInputError, type ReportRange } from '../../server/report-range';

export const FORMATS = ['text', 'csv', 'json'] as const;
export type Format = (typeof FORMATS)[number];

export interface ReportArgs {
  range: ReportRange;
  format: Format;
  conversations: boolean;
  help: boolean;
}

export const USAGE = `Usage: npm run chat-report -- [--from YYYY-MM-DD] [--to YYYY-MM-DD]
                              [--format text|csv|json] [--conversations]
  --from, --to      UTC days, both included (default: every day)
  --format          text (default), csv for a spreadsheet, json
  --conversations   whole conversations, messages in order, instead of the summary
While a server holds the PGlite folder, the report is read through it: set OWNER_TOKEN (the
server's value) and, if the server is not at HOST:PORT, REPORT_URL.
`;

export function parseReportArgs(argv: string[]): ReportArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string', default: 'text' },
        conversations: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    // Node's own message names the option ("Unknown option '--form'").
    throw new ReportInputError(error instanceof Error ? error.message : String(error));
  }
  const format = values.format as Format;
  if (!FORMATS.includes(format)) {
    throw new ReportInputError(`--format must be ${FORMATS.join(', ')}, got "${values.format}"`);
  }
  return {
    range: parseRange(values.from, values.to),
    format,
    conversations: values.conversations,
    help: values.help,
  };
}
