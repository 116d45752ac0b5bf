/**
 * Build-time configuration, read once. Vite inlines `import.meta.env.VITE_*` at build, so these
 * are public values; the server checks the same names at start (see server/config.ts).
 */
import { isHostName } from './host-name';

export interface ClientEnv {
  /** Backend base URL without a trailing slash; empty means the page's own origin. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  elevenLabsAgentId: string;
  chatbaseId: string;
  chatbaseDomain: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

function str(raw: RawEnv, name: string): string {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function parseEnv(raw: RawEnv): ClientEnv {
  const supabaseUrl = str(raw, 'VITE_SUPABASE_URL').replace(/\/+$/, '');
  if (supabaseUrl && !/^https?:\/\/[^\s/]+/.test(supabaseUrl)) {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got "${supabaseUrl}"`);
  }
  const chatbaseDomain = str(raw, 'VITE_CHATBASE_DOMAIN') || 'www.chatbase.co';
  if (!isHostName(chatbaseDomain)) {
    throw new Error(`VITE_CHATBASE_DOMAIN must be a host name, got "${chatbaseDomain}"`);
  }
  return {
    supabaseUrl,
    supabaseAnonKey: str(raw, 'VITE_SUPABASE_ANON_KEY'),
    elevenLabsAgentId: str(raw, 'VITE_ELEVENLABS_AGENT_ID'),
    chatbaseId: str(raw, 'VITE_CHATBASE_ID'),
    chatbaseDomain,
  };
}

export const env: ClientEnv = parseEnv(import.meta.env);
