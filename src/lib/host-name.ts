/**
 * Whether `text` is a bare host name ("www.chatbase.co"): the build's setting and the server's
 * CSP both take the chatbot's domain as written, so nothing else (a path, a space, "*") may pass.
 */
export const isHostName = (text: string): boolean => /^[a-z0-9.-]+$/i.test(text);
