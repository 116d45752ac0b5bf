/**
 * The SVG favicon, written into the page's head as a data URI. Browsers fetch icons once the
 * page has loaded; on a fast connection that is before the first paint, and Lighthouse's model
 * then counts the request in the largest paint's time (README, Performance). Inline, there is
 * no request at all. public/favicon.svg stays the one source: the PNG icons are drawn from it.
 */
import { readFileSync } from 'node:fs';

export const faviconSource = new URL('../public/favicon.svg', import.meta.url);

/**
 * An SVG as a data URI that is safe inside a double-quoted HTML attribute. Only what a URL or the
 * attribute cannot hold as it is gets escaped (%, #, <, >, ", &, and line breaks and tabs, which
 * a URL drops): 289 bytes for the icon, where encoding everything gave 365.
 */
export const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${svg.trim().replace(/[%#<>"&\n\r\t]/g, (c) => encodeURIComponent(c))}`;

/** The head's link to the SVG favicon, inline. */
export const faviconLink = () =>
  `<link rel="icon" href="${svgDataUri(readFileSync(faviconSource, 'utf8'))}" type="image/svg+xml" />`;
