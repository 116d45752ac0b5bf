import { describe, expect, it } from 'vitest';
import { researchedAnswers, sampleQuestions } from '../content';
import { collectFigures, mismatches } from '../content/figure-check';
import * as figures from '../content/figures';
import { knowledge } from '../content/knowledge';
import { llmsFullTxt, llmsTxt } from './crawl-files';

const siteUrl = 'https://example.org';

describe('llms.txt and llms-full.txt', () => {
  it('write every figure as src/content/figures.ts holds it', () => {
    const held = collectFigures(figures);
    expect(mismatches('llms.txt', llmsTxt(siteUrl), held)).toEqual([]);
    expect(mismatches('llms-full.txt', llmsFullTxt(siteUrl), held)).toEqual([]);
  });

  it('carry the researched answers and the assistant’s answers word for word, with sources', () => {
    const full = llmsFullTxt(siteUrl);
    for (const answer of researchedAnswers) {
      expect(full).toContain(answer.evidence);
      for (const source of answer.sources) expect(full).toContain(source.url);
    }
    for (const entry of knowledge) {
      expect(full).toContain(entry.answer);
      for (const source of entry.sources) expect(full).toContain(source.url);
    }
  });

  it('label each claim as a claim, never as the site’s own summary', () => {
    const { claim, evidence } = sampleQuestions.labels;
    for (const answer of researchedAnswers) {
      expect(llmsTxt(siteUrl)).toContain(`${claim}: ${answer.claim}`);
      expect(llmsFullTxt(siteUrl)).toContain(`**${claim}.** ${answer.claim}`);
      expect(llmsFullTxt(siteUrl)).toContain(`**${evidence}.**`);
    }
    // Each time a claim is written out, its label comes just before it.
    for (const text of [llmsTxt(siteUrl), llmsFullTxt(siteUrl)])
      for (const answer of researchedAnswers)
        expect(
          text
            .split(answer.claim)
            .slice(0, -1)
            .every((before) => before.endsWith(`${claim}: `) || before.endsWith(`${claim}.** `)),
        ).toBe(true);
  });

  it('cite no library search and not the site itself', () => {
    const full = llmsFullTxt(siteUrl);
    expect(full).not.toMatch(/worldcat|\/search\?|[?&]q=|[?&]query=/);
    expect(full).not.toMatch(/This site,/);
  });
});
