/**
 * The SVG favicon, written into the page's head as a data URI. Browsers fetch icons once the
 * page has loaded; on a fast connection that is before the first paint, and Lighthouse's model
 * then counts the request in the largest paint's time (README, Performance). Inline, there is
 * no request at all. public/favicon.svg stays the one source: the PNG icons are drawn from it.
 */
import { readFileSync } from 'node:fs';

export const faviconSource = new URL('../public/favicon.svg', import.meta.url);

/** An SVG as a data URI that is safe inside a double-quoted HTML attribute. */
export const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

/** The head's link to the SVG favicon, inline. */
export const faviconLink = () =>
  `<link rel="icon" href="${svgDataUri(readFileSync(faviconSource, 'utf8'))}" type="image/svg+xml" />`;
