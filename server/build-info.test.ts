/** dist/build-info.json, from which the CSP is made: read as the build writes it, or refused. */
import { describe, expect, it } from 'vitest';
import { parseBuildInfo } from './security';

describe('the build info', () => {
  it('reads what the build writes', () => {
    const written = {
      supabaseUrl: 'https://x.supabase.co',
      elevenLabs: true,
      chatbaseDomain: null,
    };
    expect(parseBuildInfo(JSON.stringify(written), 'b.json')).toEqual(written);
    const chat = { supabaseUrl: '', elevenLabs: false, chatbaseDomain: 'www.chatbase.co' };
    expect(parseBuildInfo(JSON.stringify(chat), 'b.json')).toEqual(chat);
  });

  it('refuses a truncated file or a wrong field, naming the file and the fix', () => {
    for (const text of [
      '{"supabaseUrl": "',
      'null',
      '[]',
      '{}',
      '{"supabaseUrl": "", "elevenLabs": "yes", "chatbaseDomain": null}',
      '{"supabaseUrl": 1, "elevenLabs": false, "chatbaseDomain": null}',
      '{"supabaseUrl": "", "elevenLabs": false, "chatbaseDomain": 7}',
      // Text, but not what the CSP may be given: a wider source list, a URL that does not parse.
      `{"supabaseUrl": "", "elevenLabs": false, "chatbaseDomain": "* 'unsafe-inline'"}`,
      '{"supabaseUrl": "not a url", "elevenLabs": false, "chatbaseDomain": null}',
      '{"supabaseUrl": "javascript:alert(1)", "elevenLabs": false, "chatbaseDomain": null}',
    ])
      expect(() => parseBuildInfo(text, 'dist/build-info.json'), text).toThrow(
        /dist\/build-info\.json .*npm run build/,
      );
  });
});
