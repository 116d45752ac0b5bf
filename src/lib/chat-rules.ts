/** Rules the page and the server share for a chat_logs row. */
export const MAX_MESSAGE_CHARS = 4000;

/**
 * A message cut to the limit in code points, as the server counts them: cutting UTF-16 units
 * could split an emoji into half a surrogate pair, which the server rejects, losing the message.
 */
export function clipMessage(message: string, max = MAX_MESSAGE_CHARS): string {
  const points = [...message];
  return points.length > max ? points.slice(0, max).join('') : message;
}
