/** The chat report as plain text for a terminal, where a visitor's message cannot forge lines. */
import { REPORT_LIMITS } from '../../server/chat-conversations';
import type { ReportData } from '../../server/report-data';
import type { ReportRange } from '../../server/report-range';

// Line breaks of every kind (\n, \r, NEL, U+2028/9), other C0 and C1 controls, the direction
// marks and overrides that can make a line read as something else, and the invisible joiners
// and spaces that would print a message of them alone as a blank question.
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One line, always: the backslash is escaped first so an escape can be told from its text. */
export function visible(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(HIDDEN, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function rangeLabel(range: ReportRange): string {
  if (!range.from && !range.to) return 'all dates';
  return `${range.from ?? 'the start'} to ${range.to ?? 'today'} (UTC, both included)`;
}

const NO_TABLE = 'No conversations yet: the chat_logs table has not been created.\n';
const counted = (q: { question: string; times: number }) =>
  `  ${String(q.times).padStart(4)}  ${visible(q.question)}`;

export function formatText(data: ReportData): string {
  const lines = [`Chat report, ${rangeLabel(data.range)}`, ''];
  if (data.kind === 'conversations') {
    if (!data.conversations) return NO_TABLE;
    if (data.conversations.length === 0) lines.push('No conversations in these dates.');
    for (const c of data.conversations) {
      lines.push(`Conversation ${c.session_id}`);
      for (const m of c.messages)
        lines.push(`  ${m.at}  ${m.role.padEnd(9)} ${m.channel.padEnd(5)} ${visible(m.message)}`);
      if (c.omitted) lines.push(`  … ${c.omitted} later messages not shown`);
      lines.push('');
    }
    if (data.truncated)
      lines.push(
        `Cut at ${data.conversations.length} conversations (a report shows at most ${REPORT_LIMITS.conversations.toLocaleString('en')}, or ${REPORT_LIMITS.messages.toLocaleString('en')} messages): narrow --from and --to to read the rest.`,
      );
    return `${lines.join('\n').trimEnd()}\n`;
  }
  const { report } = data;
  if (!report) return NO_TABLE;
  lines.push('Conversations per day (UTC)');
  for (const d of report.perDay)
    lines.push(`  ${d.day}  ${d.conversations} conversations, ${d.messages} messages`);
  if (report.perDay.length === 0) lines.push('  none');
  lines.push('', 'Most asked questions');
  lines.push(...report.mostAsked.map(counted));
  lines.push('', 'Questions Pharaoh could not answer (write content for these next)');
  if (report.unanswered.length === 0) lines.push('  none');
  lines.push(...report.unanswered.map(counted));
  return `${lines.join('\n')}\n`;
}
