import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the page origin and the Chatbase domain', () => {
    expect(parseEnv({})).toEqual({
      supabaseUrl: '',
      supabaseAnonKey: '',
      elevenLabsAgentId: '',
      chatbaseId: '',
      chatbaseDomain: 'www.chatbase.co',
    });
  });
  it('trims a trailing slash from the backend URL', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'https://x.supabase.co/' }).supabaseUrl).toBe(
      'https://x.supabase.co',
    );
  });
  it('stops with a clear message on a malformed URL', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'x.supabase.co' })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL/,
    );
  });
});
