import { book, gallery, researchedAnswers, site, videos } from '../content';
import { absolute } from './site-url';

type Thing = Record<string, unknown> & { '@type': string };

/** schema.org entities for the page, one JSON-LD block each. */
export function structuredData(siteUrl: string): Thing[] {
  const url = `${siteUrl}/`;
  const at = (path: string) => absolute(siteUrl, path);
  const ctx = 'https://schema.org';
  return [
    {
      '@context': ctx,
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: site.brand,
      url,
      inLanguage: site.lang,
      description: site.description,
    },
    {
      '@context': ctx,
      '@type': 'WebPage',
      '@id': `${url}#webpage`,
      url,
      name: site.title,
      headline: site.heading,
      description: site.description,
      inLanguage: site.lang,
      isPartOf: { '@id': `${url}#website` },
      author: { '@type': 'Person', name: site.credit.researcher },
      citation: { '@type': 'Organization', name: site.credit.site.name, url: site.credit.site.url },
    },
    {
      '@context': ctx,
      '@type': 'FAQPage',
      '@id': `${url}#faq`,
      mainEntity: researchedAnswers.map((answer) => ({
        '@type': 'Question',
        name: answer.question.charAt(0).toUpperCase() + answer.question.slice(1),
        acceptedAnswer: {
          '@type': 'Answer',
          text: `${answer.claim} ${answer.evidence} Sources: ${answer.sources.map((s) => `${s.author}, ${s.work} (${s.year})`).join('; ')}.`,
        },
      })),
    },
    {
      '@context': ctx,
      '@type': 'Book',
      name: book.title,
      author: { '@type': 'Person', name: book.author },
      datePublished: String(book.year),
      description: book.blurb,
      image: at(book.cover.src),
      url: book.href,
    },
    {
      '@context': ctx,
      '@type': 'ImageGallery',
      name: gallery.heading,
      description: gallery.intro,
      image: gallery.images.map((image) => ({
        '@type': 'ImageObject',
        contentUrl: at(image.url),
        name: image.title,
        caption: image.description,
        description: image.alt,
        width: image.width,
        height: image.height,
        encodingFormat: 'image/svg+xml',
      })),
    },
    ...Object.values(videos).map((video) => ({
      '@context': ctx,
      '@type': 'VideoObject',
      name: video.title,
      description: video.title,
      embedUrl: video.src,
      thumbnailUrl: at(video.poster.src),
    })),
  ];
}

/** Script tags for the head; `<` is escaped so no text can close the script element. */
export function structuredDataTags(siteUrl: string): string {
  return structuredData(siteUrl)
    .map(
      (thing) =>
        `<script type="application/ld+json">${JSON.stringify(thing).replace(/</g, '\\u003c')}</script>`,
    )
    .join('\n    ');
}
