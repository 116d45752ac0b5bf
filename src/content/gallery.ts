import celestial from './art/celestial-alignment.svg';
import crossSection from './art/cross-section.svg';
import mapping from './art/digital-mapping.svg';
import night from './art/night.svg';
import orion from './art/orion-belt.svg';
import plateau from './art/plateau-plan.svg';
import team from './art/research-team.svg';
import solar from './art/solar-distance.svg';
import sunset from './art/sunset.svg';
import type { GalleryImage } from './types';

const size = { width: 400, height: 300 } as const;

/** Pyramid Mysteries gallery: the nine titles of the product spec, original artwork. */
export const gallery = {
  heading: 'Pyramid Mysteries',
  intro: 'Nine views of the monument, drawn to its measured figures where they show measurements.',
  images: [
    {
      url: crossSection,
      title: 'Pyramid Cross-Section Analysis',
      description:
        "North-south section to scale: descending passage to the subterranean chamber, ascending passage, Grand Gallery, the Queen's and King's Chambers, and the void found by muon imaging in 2017.",
      alt: 'Scale section of the Great Pyramid showing its passages and chambers',
    },
    {
      url: team,
      title: 'Pyramid Research Team',
      description:
        'Surveyors sight the apex with a theodolite, as Petrie did in 1880–82 when he fixed the base to within a few centimetres.',
      alt: 'Three surveyors and a theodolite in front of the pyramids',
    },
    {
      url: sunset,
      title: 'Giza Complex at Sunset',
      description:
        'Khufu, Khafre and Menkaure against the evening sky, their heights in true ratio: 146.6, 143.5 and 65.5 m.',
      alt: 'Silhouettes of the three Giza pyramids against an orange sunset',
    },
    {
      url: mapping,
      title: 'Digital Pyramid Mapping',
      description:
        'A wireframe at the measured face slope of 51.84°, the angle of a seked of 5½ palms per cubit of rise.',
      alt: 'Gold wireframe of a pyramid on a dark background with its slope angle marked',
    },
    {
      url: celestial,
      title: 'Celestial Pyramid Alignment',
      description:
        "Stars wheel around the celestial pole; the pyramid's sides face the cardinal points to within about 3 arcminutes, likely set by observing circumpolar stars.",
      alt: 'Star trails circling the celestial pole above a small pyramid',
    },
    {
      url: plateau,
      title: 'Giza Plateau Overview',
      description:
        'Plan of the plateau, north up: the three pyramids at their approximate centres with their true base lengths.',
      alt: 'Plan view of the three Giza pyramids with a 200 metre scale bar',
    },
    {
      url: night,
      title: 'Pyramids at Night',
      description:
        'The plateau under a clear desert sky, the view the builders had of the stars they aligned to.',
      alt: 'Dark blue pyramids beneath a starry sky and a crescent moon',
    },
    {
      url: solar,
      title: 'Solar Distance Visualization',
      description:
        'The popular claim that the height times a billion gives the distance to the Sun: 146.6 million km against the measured 149.6 million km, 2 % short.',
      alt: 'Two bars comparing 146.6 million km with 149.6 million km beside a small pyramid and the Sun',
    },
    {
      url: orion,
      title: 'Orion Belt Alignment',
      description:
        "Orion's belt laid over the pyramid centres by fitting Alnitak and Alnilam to Khufu and Khafre: Mintaka then lands beside, not on, Menkaure.",
      alt: 'Three belt stars of Orion drawn over the three pyramid plans',
    },
  ].map((image) => ({ ...image, ...size })) satisfies GalleryImage[],
} as const;
