/** Security headers, and a CSP that names exactly the origins the built page uses. */
import { createHash } from 'node:crypto';
import { isHostName } from '../src/lib/host-name';

/**
 * The voice widget's one script (src/widgets/voice-agent/voice-agent.tsx pins the same address;
 * a test keeps them equal). The CSP names it alone: any other file on unpkg.com is anyone's.
 */
export const VOICE_WIDGET_SCRIPT =
  'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js';

export interface BuildInfo {
  supabaseUrl: string;
  elevenLabs: boolean;
  chatbaseDomain: string | null;
}

function isWebUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * The build's note of what it configured (dist/build-info.json), checked: the CSP is made from
 * it, and a hand-edited or truncated file would otherwise allow the wrong origins, or none,
 * without a word. `file` names it in the error.
 */
export function parseBuildInfo(text: string, file: string): BuildInfo {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; build the page again (npm run build)`);
  }
  const info = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const { supabaseUrl, elevenLabs, chatbaseDomain } = info;
  // Each goes into the CSP as written: a domain must be a bare host name, as the build's setting
  // must be, not "* 'unsafe-inline'", and the URL an http(s) one.
  if (
    !(supabaseUrl === '' || (typeof supabaseUrl === 'string' && isWebUrl(supabaseUrl))) ||
    typeof elevenLabs !== 'boolean' ||
    !(chatbaseDomain === null || (typeof chatbaseDomain === 'string' && isHostName(chatbaseDomain)))
  )
    throw new Error(
      `${file} must hold supabaseUrl (empty or an http(s) URL), elevenLabs (true or false) and chatbaseDomain (a host name or null); build the page again (npm run build)`,
    );
  return { supabaseUrl, elevenLabs, chatbaseDomain };
}

/** sha256 sources for every inline script the browser runs (theme, display font, loader); JSON-LD data blocks never run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(
    /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

const VIDEO_HOST = 'https://www.youtube-nocookie.com';

export function contentSecurityPolicy(info: BuildInfo, scriptHashes: string[]): string {
  const script = ["'self'", ...scriptHashes];
  // The videos' player, and the request that checks it can be reached first (video-frame).
  const connect = ["'self'", VIDEO_HOST];
  const frame = [VIDEO_HOST];
  const img = ["'self'", 'data:'];
  const media = ["'self'"];
  const worker = ["'self'"];
  if (info.supabaseUrl) connect.push(new URL(info.supabaseUrl).origin);
  if (info.elevenLabs) {
    script.push(VOICE_WIDGET_SCRIPT);
    connect.push(
      'https://api.elevenlabs.io',
      'wss://api.elevenlabs.io',
      'https://*.elevenlabs.io',
      'wss://*.elevenlabs.io',
    );
    img.push('https://*.elevenlabs.io');
    media.push('blob:', 'data:');
    worker.push('blob:');
  }
  if (info.chatbaseDomain) {
    const origin = `https://${info.chatbaseDomain}`;
    script.push(origin);
    connect.push(origin);
    frame.push(origin);
    img.push(origin);
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // React style attributes and the toast and widget libraries inject styles at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    `media-src ${media.join(' ')}`,
    `worker-src ${worker.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string, hsts: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
  if (hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
