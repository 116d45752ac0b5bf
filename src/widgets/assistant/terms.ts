import { elsewhere, questionKinds, synonyms } from '../../content/vocabulary';
import { stem, words } from './text';

/**
 * Words that only hold a sentence together, or frame a question ("is it true", "I heard"), and
 * so never decide what it is about.
 */
const STOP = new Set(
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

/** Each synonym phrase, as stems, mapped to its group's first word: "power station" → power_plant. */
const phrases = new Map<string, string>();
let longestPhrase = 1;
for (const group of synonyms) {
  const concept = stemWords(group[0] ?? '').join('_');
  fieldTerms.add(concept);
  for (const variant of group) {
    const key = stemWords(variant).join(' ');
    // A phrase belongs to the first group that names it.
    if (!key || phrases.has(key)) continue;
    phrases.set(key, concept);
    if (!key.includes(' ')) singleWordSynonyms.set(key, concept);
    longestPhrase = Math.max(longestPhrase, key.split(' ').length);
  }
}

/** The term every subject of `elsewhere` becomes: never known, so it weighs as a rare word. */
export const ELSEWHERE = '!elsewhere';
for (const subject of elsewhere) {
  const key = stemWords(subject).join(' ');
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
