import dawn from './art/dawn-profile.svg';
import gallery from './art/grand-gallery.svg';
import type { Picture } from './types';

/** The two images after THEORIES DECODED (item 5 of the spec's page). */
export const showcase: { caption: string; picture: Picture }[] = [
  {
    caption: 'The pyramid in profile at its measured slope of 51.84°.',
    picture: {
      src: dawn,
      alt: 'The Great Pyramid in profile at dawn, drawn at its true slope',
      width: 600,
      height: 400,
    },
  },
  {
    caption:
      'The Grand Gallery end-on: seven corbelled courses narrow an 8.6 m high space from 2.06 m to 1.04 m.',
    picture: {
      src: gallery,
      alt: 'End-on section of the corbelled Grand Gallery with seven stepped courses',
      width: 600,
      height: 400,
    },
  },
];
