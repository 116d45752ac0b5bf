import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SourceLine } from '../../lib/source-line';
import { SampleQuestions } from './sample-questions';

// Made-up works: the rule is tested apart from today's sources.
const french = {
  author: 'A. Auteur',
  work: 'Le titre',
  year: 2000,
  url: 'https://example.org/fr',
  lang: 'fr',
};
const english = {
  author: 'B. Author',
  work: 'The title',
  year: 2001,
  url: 'https://example.org/en',
};

describe('a cited title in another language', () => {
  it('is marked with its language in the sample answers, in the title and the link name', () => {
    const html = renderToStaticMarkup(
      createElement(SampleQuestions, {
        heading: 'Heading',
        prompt: 'Prompt',
        questions: ['a question'],
        asks: ['A question?'],
        labels: { claim: 'Claim', evidence: 'Evidence', sources: 'Sources', source: 'Source' },
        answers: [
          { question: 'a question', claim: 'c', evidence: 'e', sources: [french, english] },
        ],
        askLabel: 'Ask',
      }),
    );
    expect(html).toContain('<cite lang="fr">Le titre</cite>');
    expect(html).toContain('<span class="sr-only" lang="fr">: Le titre</span>');
    expect(html).toContain('<cite>The title</cite>');
  });

  it('is marked with its language in a line of figure sources', () => {
    const html = renderToStaticMarkup(
      createElement(SourceLine, {
        citation: { label: 'Figures from', sources: [english, french] },
      }),
    );
    expect(html).toContain('<cite lang="fr">Le titre</cite>');
    expect(html).toContain('<cite>The title</cite>');
  });
});
