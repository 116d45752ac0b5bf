import { site } from '../content';
import { absolute } from './site-url';

export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: site.socialImageAlt,
} as const;

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Canonical, Open Graph and Twitter card tags for the one page. */
export function headTags(siteUrl: string): string {
  const url = `${siteUrl}/`;
  const image = absolute(siteUrl, OG_IMAGE.path);
  const meta: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', site.brand],
    ['property', 'og:title', site.title],
    ['property', 'og:description', site.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(OG_IMAGE.width)],
    ['property', 'og:image:height', String(OG_IMAGE.height)],
    ['property', 'og:image:alt', OG_IMAGE.alt],
    ['property', 'og:locale', 'en_US'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', site.title],
    ['name', 'twitter:description', site.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', OG_IMAGE.alt],
  ];
  return [
    `<link rel="canonical" href="${escape(url)}" />`,
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escape(value)}" />`),
  ].join('\n    ');
}
