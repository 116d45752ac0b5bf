import { isSessionId } from './chat-rules';
import { storage } from './storage';

export { isSessionId } from './chat-rules';

export const SESSION_KEY = 'pyramid_chat_session_id';

/** `session_{ms timestamp}_{random}`; the random part is 10 base-36 characters. */
export function createSessionId(nowMs: number, random: () => number = Math.random): string {
  let tail = '';
  while (tail.length < 10) tail += Math.floor(random() * 36).toString(36);
  return `session_${nowMs}_${tail}`;
}

/** The visitor's chat session id: created once, then reused from storage (or memory). */
export function getSessionId(): string {
  const stored = storage.get(SESSION_KEY);
  if (isSessionId(stored)) return stored;
  const id = createSessionId(Date.now());
  storage.set(SESSION_KEY, id);
  return id;
}
