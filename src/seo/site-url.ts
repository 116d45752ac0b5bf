/** The public address of the site, from SITE_URL at build time; the local address by default. */
export function parseSiteUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim() || 'http://127.0.0.1:8080';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

export const absolute = (siteUrl: string, path: string): string =>
  new URL(path, `${siteUrl}/`).href;
