/**
 * Writes the page's artwork to src/content/art. Run with `npm run art`; a unit test checks the
 * committed files still match, so the figures in `figures.ts` and the pictures cannot drift.
 * The book cover is not here: it follows the book in src/content/book.ts, so the build draws
 * it (book-cover-plugin.ts).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crossSection, orionAlignment, plateauPlan, solarDistance } from './measured';
import {
  celestialAlignment,
  dawnProfile,
  digitalMapping,
  grandGallery,
  night,
  researchTeam,
  socialCard,
  sunset,
} from './scenes';

export const drawings: Record<string, () => string> = {
  'cross-section': crossSection,
  'research-team': researchTeam,
  sunset: sunset,
  'digital-mapping': digitalMapping,
  'celestial-alignment': celestialAlignment,
  'plateau-plan': plateauPlan,
  night: night,
  'solar-distance': solarDistance,
  'orion-belt': orionAlignment,
  'dawn-profile': dawnProfile,
  'grand-gallery': grandGallery,
  'social-card': socialCard,
};

export const artDir = fileURLToPath(new URL('../../src/content/art/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, draw] of Object.entries(drawings))
    writeFileSync(`${artDir}${name}.svg`, draw());
  console.log(`wrote ${Object.keys(drawings).length} drawings to ${artDir}`);
}
