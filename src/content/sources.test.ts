import { describe, expect, it } from 'vitest';
import { researchedAnswers } from './answers';
import { book } from './book';
import * as figures from './figures';
import { knowledge } from './knowledge';
import * as sources from './sources';
import { theoriesGrid } from './theories';
import type { Source } from './types';

/** Every Source object reachable from a value: the citations, wherever content keeps them. */
function collect(root: unknown, into = new Set<Source>(), seen = new Set<unknown>()): Set<Source> {
  if (!root || typeof root !== 'object' || seen.has(root)) return into;
  seen.add(root);
  const node = root as Record<string, unknown>;
  if (typeof node.author === 'string' && typeof node.url === 'string' && 'work' in node)
    into.add(node as unknown as Source);
  else for (const value of Object.values(node)) collect(value, into, seen);
  return into;
}

const cited = [
  ...collect([
    knowledge.map((e) => e.sources),
    researchedAnswers.map((a) => a.sources),
    figures,
    sources,
  ]),
];

/**
 * Links that open the work itself: a DOI, a scan or digital edition of the text, the publisher's
 * page of the book, a museum's record of the object, the body that issued a standard or dataset.
 */
const WORK_ITSELF: { kind: string; pattern: RegExp }[] = [
  { kind: 'DOI', pattern: /^https:\/\/doi\.org\/10\.\d{4,9}\/\S+$/ },
  { kind: 'archive.org item', pattern: /^https:\/\/archive\.org\/details\/[\w.-]+$/ },
  {
    kind: 'Heidelberg digital library item',
    pattern: /^https:\/\/digi\.ub\.uni-heidelberg\.de\/diglit\/[\w-]+$/,
  },
  {
    kind: 'EEBO-TCP digital edition',
    pattern: /^https:\/\/quod\.lib\.umich\.edu\/e\/eebo\/A\d{5}\.\d{4}\.\d{3}$/,
  },
  {
    kind: 'Perseus text',
    pattern: /^https:\/\/www\.perseus\.tufts\.edu\/hopper\/text\?doc=[\w.+]+$/,
  },
  { kind: 'Sefaria text', pattern: /^https:\/\/www\.sefaria\.org\/[\w.-]+$/ },
  {
    kind: 'museum record',
    pattern: /^https:\/\/www\.britishmuseum\.org\/collection\/object\/[\w_]+$/,
  },
  {
    kind: 'publisher: Thames & Hudson',
    pattern: /^https:\/\/thamesandhudson\.com\/[a-z0-9-]+-97[89]\d{10}$/,
  },
  {
    kind: 'publisher: Cambridge University Press',
    pattern: /^https:\/\/www\.cambridge\.org\/97[89]\d{10}$/,
  },
  {
    kind: 'Cambridge Core journal article',
    pattern:
      /^https:\/\/www\.cambridge\.org\/core\/journals\/[a-z-]+\/article\/[a-z0-9-]+\/[0-9A-F]{32}$/,
  },
  {
    kind: 'publisher: Inner Traditions',
    pattern: /^https:\/\/www\.innertraditions\.com\/books\/[a-z0-9-]+$/,
  },
  {
    kind: 'journal article page',
    pattern: /^https:\/\/www\.egyptian-architecture\.com\/JAEA\d+\/[\w-]+$/,
  },
  {
    kind: 'NASA ADS record of an article',
    pattern: /^https:\/\/ui\.adsabs\.harvard\.edu\/abs\/[\w.%]+\/abstract$/,
  },
  {
    kind: 'issuing body',
    pattern:
      /^https:\/\/(www\.iau\.org\/static\/resolutions\/[\w.]+|eclipse\.gsfc\.nasa\.gov\/phase\/[\w.]+|www\.iana\.org\/time-zones)$/,
  },
];

const isSearch = (url: URL) =>
  /search/i.test(url.hostname + url.pathname) ||
  ['q', 'query', 's', 'search', 'keyword'].some((key) => url.searchParams.has(key));

function problems(source: Source): string[] {
  const out: string[] = [];
  if (!source.author.trim()) out.push('no author');
  if (!source.work.trim()) out.push('no work');
  if (!/\d/.test(String(source.year))) out.push('no year');
  if (/this site/i.test(source.author)) out.push('cites the site itself');
  let url: URL | undefined;
  try {
    url = new URL(source.url);
  } catch {
    out.push(`not an absolute URL: ${source.url}`);
  }
  if (url) {
    if (url.protocol !== 'https:') out.push(`not https: ${source.url}`);
    if (isSearch(url)) out.push(`a search, not the work: ${source.url}`);
    if (!WORK_ITSELF.some(({ pattern }) => pattern.test(source.url)))
      out.push(`not a link of an allowed kind: ${source.url}`);
  }
  return out;
}

describe('sources', () => {
  it('finds the citations of every entry, answer and figure', () => {
    expect(cited.length).toBeGreaterThan(20);
    for (const entry of knowledge) expect(entry.sources.length, entry.id).toBeGreaterThan(0);
    for (const answer of researchedAnswers)
      expect(answer.sources.length, answer.question).toBeGreaterThan(1);
  });

  it('gives every source an author, a work, a year and a link to the work itself', () => {
    const bad = cited
      .map((s) => ({ source: `${s.author}, ${s.work}`, problems: problems(s) }))
      .filter((s) => s.problems.length);
    expect(bad).toEqual([]);
  });

  // The owner may point the book and the first two cards at a bookseller or another edition:
  // any https page that is not a search.
  it('links the book on offer and the first two cards to https pages, never a search', () => {
    const links = [book.href, ...theoriesGrid.cards.slice(0, 2).map((c) => c.href)];
    for (const href of links) {
      const url = new URL(href);
      expect(url.protocol, href).toBe('https:');
      expect(isSearch(url), href).toBe(false);
    }
  });

  it('rejects a library search, a search page and the site itself', () => {
    const check = (url: string) => problems({ author: 'A', work: 'W', year: 2000, url });
    expect(check('https://search.worldcat.org/search?q=ti%3AKMT')).not.toEqual([]);
    expect(check('https://archive.org/search?query=Smyth')).not.toEqual([]);
    expect(check('https://archive.org/details/x?q=pyramid')).not.toEqual([]);
    expect(check('/#theories-decoded')).not.toEqual([]);
    expect(
      problems({ author: 'This site', work: 'W', year: 2026, url: 'https://doi.org/10.1/x' }),
    ).not.toEqual([]);
    expect(check('http://www.cheops.org/')).not.toEqual([]);
    expect(check('https://doi.org/10.1038/nature24647')).toEqual([]);
  });
});
