/**
 * The chat report as data, read the same way by the owner endpoint and by `npm run chat-report`
 * when it opens the database itself, so both give the same answer.
 */
import { chatConversations, type Conversation } from './chat-conversations';
import { chatReport, type ChatReport } from './chat-report';
import type { Database } from './db';
import { ReportInputError, type ReportRange } from './report-range';

export interface ReportRequest {
  range: ReportRange;
  conversations: boolean;
  /**
   * The assistant's "I don't know" reply, and how earlier versions of it began: an answer that
   * starts with any of them marks the question before it as unanswered.
   */
  unknownReplies: readonly string[];
}

/** `report` and `conversations` are null when the chat_logs table has not been created yet. */
export type ReportData =
  | { kind: 'summary'; range: ReportRange; report: ChatReport | null }
  | {
      kind: 'conversations';
      range: ReportRange;
      conversations: Conversation[] | null;
      truncated: boolean;
    };

export async function readReport(db: Database, request: ReportRequest): Promise<ReportData> {
  const { range } = request;
  if (request.conversations) {
    const found = await chatConversations(db, range);
    return {
      kind: 'conversations',
      range,
      conversations: found?.conversations ?? null,
      truncated: found?.truncated ?? false,
    };
  }
  // An empty reply would match every answer and list every question as unanswered.
  const replies = request.unknownReplies;
  if (replies.length === 0 || replies.some((reply) => reply.trim() === '')) {
    throw new ReportInputError('unknown (the reply that marks an unanswered question) is required');
  }
  return { kind: 'summary', range, report: await chatReport(db, replies, range) };
}
