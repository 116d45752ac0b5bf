import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { book, gallery, researchedAnswers, sampleQuestions, site, videos } from '../content';

type Thing = Record<string, unknown>;

function blocks(): Thing[] {
  const html = readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'index.html'), 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Thing,
  );
}

const byType = (type: string) => blocks().filter((b) => b['@type'] === type);
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

describe('JSON-LD in the built page', () => {
  it('parses, and every block is schema.org', () => {
    const all = blocks();
    expect(all.length).toBeGreaterThanOrEqual(7);
    for (const block of all) expect(block['@context']).toBe('https://schema.org');
    expect(all.map((b) => b['@type']).sort()).toEqual([
      'Book',
      'FAQPage',
      'ImageGallery',
      'VideoObject',
      'VideoObject',
      'WebPage',
      'WebSite',
    ]);
  });

  it('describes the site and the page, citing the credited researcher, who is not its author', () => {
    const [website] = byType('WebSite');
    expect(website).toMatchObject({ name: expect.any(String), url: 'http://127.0.0.1:8080/' });
    const [page] = byType('WebPage');
    expect(page).toMatchObject({
      url: 'http://127.0.0.1:8080/',
      name: expect.any(String),
      citation: {
        name: site.credit.researcherWork.work,
        author: { '@type': 'Person', name: site.credit.researcher },
        url: site.credit.researcherWork.url,
      },
      relatedLink: site.credit.site.url,
    });
    expect(page).not.toHaveProperty('author');
  });

  it('builds the FAQPage from the six questions and their answers', () => {
    const [faq] = byType('FAQPage');
    const questions = faq?.mainEntity as Thing[];
    expect(questions).toHaveLength(researchedAnswers.length);
    for (const [i, q] of questions.entries()) {
      expect(q['@type']).toBe('Question');
      expect(String(q.name).toLowerCase()).toBe(researchedAnswers[i]?.question.toLowerCase());
      const answer = q.acceptedAnswer as Thing;
      expect(answer['@type']).toBe('Answer');
      // The claim is labelled as one: search engines show an answer's first words as the answer.
      const { claim, evidence } = sampleQuestions.labels;
      expect(String(answer.text).startsWith(`${claim}: `)).toBe(true);
      expect(String(answer.text)).toContain(
        `${evidence}: ${researchedAnswers[i]?.evidence.slice(0, 40)}`,
      );
    }
  });

  it('has the Book, an ImageObject for each of the 9 images and a VideoObject for each video', () => {
    const [bookThing] = byType('Book');
    expect(bookThing).toMatchObject({
      name: book.title,
      author: { '@type': 'Person', name: book.author },
      datePublished: String(book.year),
      url: book.href,
    });
    expect(isUrl(bookThing?.url) && isUrl(bookThing?.image)).toBe(true);
    const [imageGallery] = byType('ImageGallery');
    const images = imageGallery?.image as Thing[];
    expect(images.map((i) => i.name)).toEqual(gallery.images.map((i) => i.title));
    for (const image of images) {
      expect(image['@type']).toBe('ImageObject');
      expect(isUrl(image.contentUrl)).toBe(true);
      expect(image.caption).toEqual(expect.any(String));
    }
    const videoThings = byType('VideoObject');
    expect(videoThings.map((v) => v.embedUrl)).toEqual(Object.values(videos).map((v) => v.src));
    for (const video of videoThings) {
      expect(video.name).toEqual(expect.any(String));
      expect(isUrl(video.thumbnailUrl)).toBe(true);
    }
  });
});
