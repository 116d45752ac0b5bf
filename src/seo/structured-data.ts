import { book, gallery, researchedAnswers, sampleQuestions, site, videos } from '../content';
import { absolute } from './site-url';

const { labels } = sampleQuestions;

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
      // The page credits a researcher whose work it draws on; he is not its author.
      citation: {
        '@type': 'CreativeWork',
        name: site.credit.researcherWork.work,
        author: { '@type': 'Person', name: site.credit.researcher },
        datePublished: String(site.credit.researcherWork.year),
        url: site.credit.researcherWork.url,
      },
      relatedLink: site.credit.site.url,
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
          // Labelled as on the page: the claim is what is told, not the site's answer.
          text: `${labels.claim}: ${answer.claim} ${labels.evidence}: ${answer.evidence} ${labels.sources}: ${answer.sources.map((s) => `${s.author}, ${s.work} (${s.year})`).join('; ')}.`,
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
