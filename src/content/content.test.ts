import { describe, expect, it } from 'vitest';
import {
  book,
  countdown,
  gallery,
  sampleQuestions,
  showcase,
  site,
  sky,
  theoriesGrid,
  videos,
} from './index';

const SPEC_GALLERY_TITLES = [
  'Pyramid Cross-Section Analysis',
  'Pyramid Research Team',
  'Giza Complex at Sunset',
  'Digital Pyramid Mapping',
  'Celestial Pyramid Alignment',
  'Giza Plateau Overview',
  'Pyramids at Night',
  'Solar Distance Visualization',
  'Orion Belt Alignment',
];

/** A link the page can use: https, a path on this site or a fragment, with no spaces. */
const isLink = (href: string) => /^(https:\/\/\S+|\/\S*|#\S+)$/.test(href);

// These tests hold the spec's rules and the content's shape, not today's words: an owner who
// swaps the book, a link or a heading should see them pass. Strings the spec fixes stay literal.
describe('content modules', () => {
  it('has 12 titled link cards numbered 1 to 12; 1 and 2 external https documents', () => {
    expect(theoriesGrid.cards.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const card of theoriesGrid.cards.slice(0, 2)) expect(card.href).toMatch(/^https:\/\/\S+$/);
    for (const card of theoriesGrid.cards) {
      expect(isLink(card.href), `card ${card.id} href`).toBe(true);
      expect(card.title.trim(), `card ${card.id} title`).not.toBe('');
    }
    expect(theoriesGrid.callButton).toBe('START A CALL');
    expect(theoriesGrid.callToAction).toContain('START A CALL');
  });

  it('has the nine gallery images of the spec, each with a description, alt text and size', () => {
    expect(gallery.images.map((i) => i.title)).toEqual(SPEC_GALLERY_TITLES);
    for (const image of gallery.images) {
      expect(image.description.trim(), image.title).not.toBe('');
      expect(image.alt.trim(), image.title).not.toBe('');
      expect(isLink(image.url), image.title).toBe(true);
      for (const side of [image.width, image.height]) {
        expect(Number.isInteger(side) && side > 0, image.title).toBe(true);
      }
    }
  });

  it('keeps the spec strings verbatim', () => {
    expect(sampleQuestions.prompt).toBe('Start a call & ask...');
    expect(sampleQuestions.questions).toHaveLength(6);
    expect(sampleQuestions.asks).toHaveLength(sampleQuestions.questions.length);
    expect(countdown.arrived).toBe('The moment has arrived!');
    expect(countdown.targetUtc).toBe('2040-05-16T00:00:00Z');
    expect(sky.synodicDays).toBe(29.53058867);
    expect(sky.referenceNewMoonUtc).toBe('2000-01-06T18:14:00Z');
    expect(sky.cairoTimeZone).toBe('Africa/Cairo');
  });

  it('has a book with its title, author and year on an https link and a cover that names it', () => {
    for (const field of [book.title, book.author, String(book.year)])
      expect(field.trim()).not.toBe('');
    expect(book.href).toMatch(/^https:\/\/\S+$/);
    expect(book.buyLabel).toBe('Buy Now');
    // The cover is drawn 400×600 from these fields (scripts/art/book-cover.ts).
    expect(book.cover).toMatchObject({ width: 400, height: 600 });
    expect(book.cover.alt).toContain(book.title);
    expect(book.cover.alt).toContain(book.author);
  });

  it('has two videos on the privacy-enhanced host, two captioned images and the frame texts', () => {
    for (const video of Object.values(videos))
      expect(video.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    expect(showcase).toHaveLength(2);
    for (const { picture, caption } of showcase) {
      expect(picture.alt).not.toBe('');
      expect(caption).not.toBe('');
    }
    for (const text of [site.heading, site.intro, site.quote.text, site.credit.researcher])
      expect(text.trim()).not.toBe('');
    expect(site.credit.site.url).toMatch(/^https:\/\//);
  });
});

describe('researched answers', () => {
  it('answers each of the six questions in 120 to 250 words with sourced links', async () => {
    const { researchedAnswers } = await import('./answers');
    expect(researchedAnswers.map((a) => a.question)).toEqual([...sampleQuestions.questions]);
    for (const answer of researchedAnswers) {
      const words = `${answer.claim} ${answer.evidence}`.split(/\s+/).length;
      expect(words, answer.question).toBeGreaterThanOrEqual(120);
      expect(words, answer.question).toBeLessThanOrEqual(250);
      expect(answer.sources.length).toBeGreaterThanOrEqual(2);
      for (const source of answer.sources) expect(source.url).toMatch(/^https?:\/\//);
    }
  });

  it("points the countdown's why-link at one answer's anchor, and no two answers share one", async () => {
    const { researchedAnswers } = await import('./answers');
    const anchors = researchedAnswers.flatMap((a) => (a.anchor ? [a.anchor] : []));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(countdown.why.text.trim()).not.toBe('');
    expect(anchors.map((anchor) => `#${anchor}`)).toContain(countdown.why.href);
  });
});
