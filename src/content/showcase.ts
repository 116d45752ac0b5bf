import dawn from './art/dawn-profile.svg';
import gallery from './art/grand-gallery.svg';
import { sourcesOf } from './figure-sources';
import { greatPyramid as g } from './figures';
import type { Citation, Picture } from './types';

/** The name screen readers give the two images' region. */
export const showcaseLabel = 'Illustrations';

/** The two images after THEORIES DECODED (item 5 of the spec's page). */
export const showcase: { caption: string; figureSources: Citation; picture: Picture }[] = [
  {
    caption: `The pyramid in profile at a slope of ${g.slope.display}, the angle of a seked of ${g.seked.display}.`,
    figureSources: { label: 'Figures from', sources: sourcesOf(g.slope, g.seked) },
    picture: {
      src: dawn,
      alt: 'The Great Pyramid in profile at dawn, drawn at its true slope',
      width: 600,
      height: 400,
    },
  },
  {
    caption: `The Grand Gallery end-on: ${g.galleryCourses.display} corbelled courses narrow it from ${g.galleryFloorWidth.display} at the floor to ${g.galleryTopWidth.display} at the roof, ${g.galleryHeight.display} up.`,
    figureSources: {
      label: 'Figures from',
      sources: sourcesOf(g.galleryCourses, g.galleryFloorWidth, g.galleryTopWidth, g.galleryHeight),
    },
    picture: {
      src: gallery,
      alt: 'End-on section of the corbelled Grand Gallery with seven stepped courses',
      width: 600,
      height: 400,
    },
  },
];
