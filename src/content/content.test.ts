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

describe('content modules', () => {
  it('has 12 link cards numbered 1 to 12; 1 and 2 real https documents, the rest placeholders', () => {
    expect(theoriesGrid.cards.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const card of theoriesGrid.cards.slice(0, 2)) expect(card.href).toMatch(/^https:\/\//);
    for (const card of theoriesGrid.cards.slice(2)) expect(card.href).toBe(`#theory-${card.id}`);
    for (const card of theoriesGrid.cards) expect(card.title.length).toBeGreaterThan(5);
    expect(theoriesGrid.callButton).toBe('START A CALL');
    expect(theoriesGrid.callToAction).toContain('START A CALL');
  });

  it('has the nine gallery images of the spec, each with a description, alt text and size', () => {
    expect(gallery.images.map((i) => i.title)).toEqual(SPEC_GALLERY_TITLES);
    for (const image of gallery.images) {
      expect(image.description.length).toBeGreaterThan(40);
      expect(image.alt.length).toBeGreaterThan(10);
      expect(image.width / image.height).toBeCloseTo(4 / 3);
      expect(image.url).toMatch(/\.svg$/);
    }
  });

  it('keeps the spec strings verbatim', () => {
    expect(sampleQuestions.prompt).toBe('Start a call & ask...');
    expect(sampleQuestions.questions).toHaveLength(6);
    expect(countdown.arrived).toBe('The moment has arrived!');
    expect(countdown.targetUtc).toBe('2040-05-16T00:00:00Z');
    expect(sky.synodicDays).toBe(29.53058867);
    expect(sky.referenceNewMoonUtc).toBe('2000-01-06T18:14:00Z');
    expect(sky.cairoTimeZone).toBe('Africa/Cairo');
  });

  it('has a book, two videos on the privacy-enhanced host and two captioned images', () => {
    expect(book.href).toMatch(/^https:\/\//);
    expect(book.buyLabel).toBe('Buy Now');
    expect(book.cover.alt).not.toBe('');
    for (const video of Object.values(videos))
      expect(video.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    expect(showcase).toHaveLength(2);
    for (const { picture, caption } of showcase) {
      expect(picture.alt).not.toBe('');
      expect(caption).not.toBe('');
    }
    expect(site.quote.text).not.toBe('');
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
});
