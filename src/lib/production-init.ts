import { probeChatLogs } from './backend-client';
import { getSessionId } from './session-id';

let initialized = false;

/** Chat logging needs a session id and a reachable table; both are prepared once per load. */
export async function initChatLogging(): Promise<void> {
  getSessionId();
  await probeChatLogs();
}

/** Runs once per page load; safe to call again. Failures are warnings, never page errors. */
export async function initProduction(): Promise<void> {
  if (initialized) return;
  initialized = true;
  try {
    await initChatLogging();
  } catch (error) {
    console.warn('Production initialization failed', error);
  }
}
