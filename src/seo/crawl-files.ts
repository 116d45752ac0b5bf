import {
  book,
  gallery,
  researchedAnswers,
  sampleQuestions,
  site,
  theoriesGrid,
  videos,
} from '../content';
import { knowledge } from '../content/knowledge';
import type { Source } from '../content/types';
import { absolute } from './site-url';

/** Answer engines and AI crawlers, allowed by name so a site-wide rule elsewhere cannot shut them out. */
export const NAMED_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'PerplexityBot',
  'Google-Extended',
] as const;

export function robotsTxt(siteUrl: string): string {
  const group = (agent: string) => `User-agent: ${agent}\nAllow: /\nDisallow: /rest/\n`;
  return `${['*', ...NAMED_CRAWLERS].map(group).join('\n')}\nSitemap: ${absolute(siteUrl, '/sitemap.xml')}\n`;
}

export function sitemapXml(siteUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${siteUrl}/</loc></url>\n</urlset>\n`;
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const cite = (s: Source) => `- ${s.author}, *${s.work}* (${s.year}). ${s.url}`;

/** llms.txt (llmstxt.org): a title, a one-paragraph summary, then sections of links. */
export function llmsTxt(siteUrl: string): string {
  const page = `${siteUrl}/`;
  return [
    `# ${site.brand}`,
    '',
    `> ${site.description}`,
    '',
    site.intro,
    '',
    '## Research',
    '',
    `- [Full research text](${absolute(siteUrl, '/llms-full.txt')}): every answer, claim and source on the page, and the assistant's answers, as Markdown`,
    ...researchedAnswers.map(
      // Labelled: a claim alone would read as the site's own summary.
      (a) =>
        `- [${sentence(a.question)}](${page}#theories-decoded): ${sampleQuestions.labels.claim}: ${a.claim}`,
    ),
    '',
    '## Sources',
    '',
    ...theoriesGrid.cards
      .slice(0, 2)
      .map((card) => `- [${card.title}](${card.href}): ${card.summary}`),
    `- [${book.title}](${book.href}): ${book.authorCredit}`,
    '',
    '## Optional',
    '',
    `- [${gallery.heading}](${page}#mysteries): ${gallery.intro}`,
    ...Object.values(videos).map((v) => `- [${v.title}](${v.src})`),
    '',
  ].join('\n');
}

/** The whole research content of the page as one Markdown document. */
export function llmsFullTxt(siteUrl: string): string {
  const lines = [
    `# ${site.heading}`,
    '',
    `Source: ${siteUrl}/`,
    '',
    site.intro,
    '',
    `> ${site.quote.text} (${site.quote.attribution})`,
    '',
  ];
  lines.push(`## ${sampleQuestions.heading}`, '');
  for (const answer of researchedAnswers) {
    lines.push(
      `### ${sentence(answer.question)}`,
      '',
      `**${sampleQuestions.labels.claim}.** ${answer.claim}`,
      '',
      `**${sampleQuestions.labels.evidence}.** ${answer.evidence}`,
      '',
      `**${sampleQuestions.labels.sources}:**`,
      '',
    );
    lines.push(...answer.sources.map(cite), '');
  }
  // The assistant's entries, word for word, so an engine quoting the page and Pharaoh agree.
  lines.push('## Questions Pharaoh answers', '');
  for (const entry of knowledge)
    lines.push(
      `### ${entry.question}`,
      '',
      entry.answer,
      '',
      `**${sampleQuestions.labels.sources}:**`,
      '',
      ...entry.sources.map(cite),
      '',
    );
  lines.push(`## ${theoriesGrid.heading}`, '');
  for (const card of theoriesGrid.cards)
    lines.push(`${card.id}. **${card.title}**: ${card.summary}`);
  lines.push('', `## ${gallery.heading}`, '', gallery.intro, '');
  for (const image of gallery.images) lines.push(`- **${image.title}**: ${image.description}`);
  lines.push(
    '',
    `## ${book.eyebrow}: ${book.title}`,
    '',
    `${book.authorCredit}.`,
    '',
    book.blurb,
    '',
    book.href,
    '',
  );
  lines.push('## Videos', '', ...Object.values(videos).map((v) => `- ${v.title}: ${v.src}`), '');
  const { credit } = site;
  lines.push(
    `${credit.lead} ${credit.researcher}, ${credit.researcherNote}. ${credit.site.label} ${credit.site.name}, ${credit.site.url}`,
    '',
  );
  return lines.join('\n');
}
