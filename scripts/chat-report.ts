/**
 * `npm run chat-report`: what visitors ask, from the database the server uses. While a server
 * holds the PGlite folder the report is read through the server's owner endpoint (OWNER_TOKEN);
 * otherwise it opens the database itself (see report/source.ts). Options: report/args.ts.
 */
import { assistant, formerUnknownReplies } from '../src/content/assistant';
import { parseConfig } from '../server/config';
import { ReportInputError } from '../server/report-range';
import { parseReportArgs, USAGE, type ReportArgs } from './report/args';
import { formatCsv } from './report/csv';
import { cutNotes } from './report/cuts';
import { loadReport } from './report/source';
import { formatText } from './report/text';

let args: ReportArgs;
try {
  args = parseReportArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ReportInputError)) throw error;
  process.stderr.write(`chat-report: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

try {
  const data = await loadReport(process.env, parseConfig(process.env), {
    range: args.range,
    conversations: args.conversations,
    unknownReplies: [assistant.unknown, ...formerUnknownReplies],
  });
  const formats = {
    text: formatText,
    csv: formatCsv,
    json: (d: typeof data) => `${JSON.stringify(d, null, 2)}\n`,
  };
  process.stdout.write(formats[args.format](data));
  for (const note of cutNotes(data)) process.stderr.write(note);
} catch (error) {
  // A locked or damaged folder, a wrong setting, an unreachable server: the message says what.
  process.stderr.write(`chat-report: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
