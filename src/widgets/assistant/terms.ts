import { questionKinds } from '../../content/vocabulary';
import { stem, words } from './text';
import { thesaurus } from './thesaurus-data';

/**
 * Words that only hold a sentence together, or frame a question ("is it true", "I heard"), and
 * so never decide what it is about.
 */
export const STOP = new Set(
  `a an the and or but if of in on at to for from by with about into onto over under as than then
  is are was were be been being am do does did done have has had having i me my mine you your he
  him his she her it its we us our they them their this that these those there here what which
  who whom whose when where why how can could would should will shall may might must so too very
  just not no yes please tell explain know knew question hey hi hello any some all also really
  actually true truth false real fact heard hear say says said told someone somebody anyone
  thing things like get got ok okay i'm im dont does doesnt didnt isnt wasnt arent much many
  lot lots kind sort bit way one ones thats whats whos let us give want wondering curious next`.split(
    /\s+/,
  ),
);

const stemWords = (text: string) => words(text).map(stem);
const STOP_STEMS = new Set([...STOP].map(stem));
const isStop = (word: string) => STOP.has(word) || STOP_STEMS.has(stem(word));

/** The thesaurus's head words and phrases: the field's own terms, never everyday English. */
export const fieldTerms = new Set<string>();

/** One-word synonyms (stemmed) and their concepts, for typo correction. */
export const singleWordSynonyms = new Map<string, string>();

/**
 * The thesaurus of content/vocabulary.ts as the build stems it (thesaurus-data.ts): groups
 * split by "|", phrases by ",", each phrase its words' stems; the subjects of `elsewhere` last,
 * after a "#". Stemmed once at build time, the browser downloads fewer variants.
 */
export function readThesaurus(packed: string) {
  const [groups = '', elsewhere = ''] = packed.split('#');
  return {
    synonyms: groups.split('|').map((group) => group.split(',')),
    elsewhere: elsewhere.split(',').filter(Boolean),
  };
}

/** The thesaurus stemmed and packed for thesaurus-data.ts; variants that stem alike go once. */
export function packThesaurus(
  synonyms: readonly (readonly string[])[],
  elsewhere: readonly string[],
) {
  const seen = new Set<string>();
  const fresh = (key: string) => {
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const groups = synonyms.map((group) => {
    const [head = '', ...rest] = group.map((variant) => stemWords(variant).join(' '));
    // The head names the concept even if an earlier group took its phrase.
    seen.add(head);
    return [head, ...rest.filter(fresh)].join(',');
  });
  return `${groups.join('|')}#${elsewhere
    .map((s) => stemWords(s).join(' '))
    .filter(fresh)
    .join(',')}`;
}

const { synonyms, elsewhere } = readThesaurus(thesaurus);

/** How a concept named in several words is written as one term: "big void" → big_void. */
const PHRASE_JOIN = '_';
/** Whether a term is a concept the thesaurus names in several words ("big void"). */
export const isPhrase = (term: string) => term.includes(PHRASE_JOIN);

/** Each synonym phrase, as stems, mapped to its group's first word: "power station" → power_plant. */
const phrases = new Map<string, string>();
let longestPhrase = 1;
for (const group of synonyms) {
  const concept = (group[0] ?? '').replaceAll(' ', PHRASE_JOIN);
  fieldTerms.add(concept);
  for (const key of group) {
    // A phrase belongs to the first group that names it.
    if (!key || phrases.has(key)) continue;
    phrases.set(key, concept);
    if (!key.includes(' ')) singleWordSynonyms.set(key, concept);
    longestPhrase = Math.max(longestPhrase, key.split(' ').length);
  }
}

/** The term every subject of `elsewhere` becomes: never known, so it weighs as a rare word. */
export const ELSEWHERE = '!elsewhere';
for (const key of elsewhere) {
  if (!key || phrases.has(key)) continue;
  phrases.set(key, ELSEWHERE);
  longestPhrase = Math.max(longestPhrase, key.split(' ').length);
}

/** A text's terms: stems, with the thesaurus's phrases joined into one concept each. */
export function terms(text: string): string[] {
  const plain = words(text);
  const stems = plain.map(stem);
  const out: string[] = [];
  for (let i = 0; i < stems.length;) {
    let matched = false;
    for (let length = Math.min(longestPhrase, stems.length - i); length > 0; length--) {
      const concept = phrases.get(stems.slice(i, i + length).join(' '));
      if (concept) {
        out.push(concept);
        i += length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = plain[i] ?? '';
    const stemmed = stems[i++] ?? '';
    if (!isStop(word)) out.push(stemmed);
  }
  return out;
}

/** The kinds of answer a question asks for: date, duration, person, number, … */
export function kinds(question: string): Set<string> {
  const text = words(question).join(' ');
  return new Set(
    Object.entries(questionKinds)
      .filter(([, patterns]) => patterns.some((pattern) => pattern.test(text)))
      .map(([kind]) => kind),
  );
}
