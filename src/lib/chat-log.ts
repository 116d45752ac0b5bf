import { insertChatLogs } from './backend-client';
import { clipMessage, type ChatChannel, type ChatRole } from './chat-rules';
import { getSessionId } from './session-id';

export type { ChatChannel, ChatRole } from './chat-rules';

const RETRY_DELAY_MS = 1000;
let queue: Promise<void> = Promise.resolve();

async function writeOnce(row: object): Promise<boolean> {
  try {
    return await insertChatLogs([row]);
  } catch {
    return false;
  }
}

/**
 * Logs one message to chat_logs, in order, without ever holding up the conversation: the
 * write happens in the background, is retried once, then dropped with a warning.
 */
export function logChatMessage(
  role: ChatRole,
  channel: ChatChannel,
  message: string,
): Promise<void> {
  const row = { session_id: getSessionId(), role, channel, message: clipMessage(message) };
  queue = queue.then(async () => {
    if (await writeOnce(row)) return;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    if (!(await writeOnce(row))) console.warn('Chat message could not be logged; dropped.');
  });
  return queue;
}
