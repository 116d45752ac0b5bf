import nightPoster from './art/night.svg';
import sunsetPoster from './art/sunset.svg';
import type { Video } from './types';

/**
 * Embedded videos. `src` is the privacy-enhanced YouTube embed address; the Video frame
 * adds the autoplay and mute parameters itself. A poster is best a drawing the blocks just above
 * do not show: the showcase's dawn profile sits right over the feature.
 */
export const videos = {
  feature: {
    src: 'https://www.youtube-nocookie.com/embed/_CeDOpCFwOY',
    title: 'Virtual Egypt 4K: what did the pyramids of Giza look like when new?',
    autoplay: true,
    poster: { src: sunsetPoster, alt: '', width: 400, height: 300 },
    playLabel: 'Play video',
    watchLabel: 'Watch on YouTube',
    unavailableLabel: 'The player could not load here. Open the video on YouTube',
  },
  player: {
    src: 'https://www.youtube-nocookie.com/embed/Wo6OO992ywI',
    title: 'Immortal Egypt: the road to the pyramids (Joann Fletcher, Timeline)',
    autoplay: true,
    poster: { src: nightPoster, alt: '', width: 400, height: 300 },
    playLabel: 'Play video',
    watchLabel: 'Watch on YouTube',
    unavailableLabel: 'The player could not load here. Open the video on YouTube',
  },
} satisfies Record<string, Video>;
