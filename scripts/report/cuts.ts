import { REPORT_LIMITS } from '../../server/chat-conversations';
import type { ReportData } from '../../server/report-data';

/**
 * What a conversations report leaves out, as lines for stderr: the text report also says it
 * inline and the JSON has `truncated` and `omitted`, but a CSV has no place for it.
 */
export function cutNotes(data: ReportData): string[] {
  if (data.kind !== 'conversations') return [];
  const notes: string[] = [];
  if (data.truncated) notes.push('cut short; narrow --from and --to to read the rest.');
  const cut = (data.conversations ?? []).filter((c) => c.omitted);
  if (cut.length) {
    const left = cut.reduce((sum, c) => sum + (c.omitted ?? 0), 0);
    const ids = cut.map((c) => c.session_id).join(', ');
    // A conversation is cut at its first messages whatever the dates: narrowing them does
    // not bring the rest back, so the note does not suggest it.
    notes.push(
      `${left} later message(s) of ${cut.length} conversation(s) not shown, a report showing at most ${REPORT_LIMITS.perConversation} of one (${ids}).`,
    );
  }
  return notes.map((note) => `chat-report: ${note}\n`);
}
