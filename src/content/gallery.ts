import celestial from './art/celestial-alignment.svg';
import crossSection from './art/cross-section.svg';
import mapping from './art/digital-mapping.svg';
import night from './art/night.svg';
import orion from './art/orion-belt.svg';
import plateau from './art/plateau-plan.svg';
import team from './art/research-team.svg';
import solar from './art/solar-distance.svg';
import sunset from './art/sunset.svg';
import { sourcesOf } from './figure-sources';
import { greatPyramid as g, orionFit, orionSource, otherMonuments as o, sun } from './figures';
import { morishima, petrie } from './sources';
import type { Citation, GalleryImage } from './types';

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
      description: `Surveyors sight the apex with a theodolite, as Petrie did in 1880–82; his four sides of the base agree to within ${g.petrieSideSpread.display}.`,
      alt: 'Three surveyors and a theodolite in front of the pyramids',
    },
    {
      url: sunset,
      title: 'Giza Complex at Sunset',
      description: `Khufu, Khafre and Menkaure against the evening sky, their heights as built in true ratio: ${g.heightOriginal.number}, ${o.khafreHeight.number} and ${o.menkaureHeight.display}.`,
      alt: 'Silhouettes of the three Giza pyramids against an orange sunset',
    },
    {
      url: mapping,
      title: 'Digital Pyramid Mapping',
      description: `A wireframe at a face slope of ${g.slope.display}, the angle of a seked of ${g.seked.display} per cubit of rise, within Petrie's measured ${g.petrieSlope.display}.`,
      alt: 'Gold wireframe of a pyramid on a dark background with its slope angle marked',
    },
    {
      url: celestial,
      title: 'Celestial Pyramid Alignment',
      description: `Stars wheel around the celestial pole; the pyramid's sides are on average ${g.orientation.display} off the cardinal points. Watching stars circle the pole is one proposed method; others use the Sun's shadow, which Glen Dash tested at an equinox.`,
      alt: 'Star trails circling the celestial pole above a small pyramid',
    },
    {
      url: plateau,
      title: 'Giza Plateau Overview',
      description:
        'Plan of the plateau, north up: the three pyramids at the centres Petrie surveyed, drawn with their measured base lengths.',
      alt: 'Plan view of the three Giza pyramids with a 200 metre scale bar',
    },
    {
      url: night,
      title: 'Pyramids at Night',
      description: 'The plateau under a clear desert sky and a crescent moon.',
      alt: 'Dark blue pyramids beneath a starry sky and a crescent moon',
    },
    {
      url: solar,
      title: 'Solar Distance Visualization',
      description: `The popular claim that the height times a billion gives the distance to the Sun: ${sun.claim.display} against the mean distance of ${sun.au.display}, ${sun.short.display} short.`,
      alt: `Two bars comparing ${sun.claim.display} with ${sun.au.display} beside a small pyramid and the Sun`,
    },
    {
      url: orion,
      title: 'Orion Belt Alignment',
      description: `Orion's belt laid over the pyramid centres Petrie surveyed by fitting Alnitak and Alnilam to Khufu and Khafre, which turns the belt ${orionFit.turn.display}: Mintaka then lands ${orionFit.lands} Menkaure's base, ${orionFit.offset.display} from its centre.`,
      alt: 'Three belt stars of Orion drawn over the three pyramid plans',
    },
  ].map((image) => ({ ...image, ...size })) satisfies GalleryImage[],
  /**
   * The works behind the captions: every figure they state, the 2017 void, and what the Orion
   * fit is computed from (Petrie's pyramid centres, Menkaure's base and the stars' positions).
   */
  figureSources: {
    label: 'Figures in the captions from',
    sources: sourcesOf(
      morishima,
      g.petrieSideSpread,
      g.heightOriginal,
      o.khafreHeight,
      o.menkaureHeight,
      g.slope,
      g.seked,
      g.petrieSlope,
      g.orientation,
      sun.claim,
      sun.au,
      sun.short,
      petrie,
      o.menkaureSide,
      orionSource,
    ),
  } satisfies Citation,
} as const;
