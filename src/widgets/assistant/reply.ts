import type { AssistantWords, Source } from '../../content';
import type { Retriever, Verdict } from './retrieval';
import { words as wordsOf } from './text';

/** Pharaoh's reply: a quoted entry, an honest "not sure" with offers, or a decline. */
export interface Reply {
  kind: 'answer' | 'unsure' | 'decline' | 'small-talk';
  text: string;
  sources: Source[];
  /** Questions to offer next, and the words that introduce them. */
  next: string[];
  nextLabel: string;
}

/** One turn of the conversation as the dialog shows it. */
export interface Turn {
  id: number;
  who: 'visitor' | 'pharaoh';
  /** Pharaoh's turns: the reply's kind (the dialog keeps the whole reply). */
  kind?: Reply['kind'];
  text: string;
  sources?: Source[];
  next?: string[];
  nextLabel?: string;
  /** Pharaoh's turns: what is said aloud in a call or to a screen reader (`replyHeard`). */
  heard?: string;
}

type ReplyWords = Pick<
  AssistantWords,
  | 'unknown'
  | 'unsure'
  | 'suggestions'
  | 'suggestionsLabel'
  | 'relatedLabel'
  | 'unsureLabel'
  | 'greeting'
  | 'greetings'
  | 'smallTalk'
  | 'thanks'
  | 'welcome'
>;

/** "hi" or "thanks!" alone is greeted or thanked back, not declined as a question. */
function smallTalk(question: string, words: ReplyWords): string | null {
  const said = wordsOf(question);
  const greetings = words.greetings.split(' ');
  const thanks = words.thanks.split(' ');
  const filler = words.smallTalk.split(' ');
  const heads = said.filter((word) => greetings.includes(word) || thanks.includes(word));
  if (!heads.length || !said.every((word) => heads.includes(word) || filler.includes(word)))
    return null;
  return said.some((word) => thanks.includes(word)) ? words.welcome : words.greeting;
}

/**
 * What a decline suggests: the entry the question's rarest words point to first, then those it
 * most likely asks, if any, then the usual suggestions; each question once, as many as those.
 */
export function declineSuggestions(
  verdict: Extract<Verdict, { kind: 'decline' }>,
  usual: readonly string[],
): string[] {
  const pointed = [verdict.near, ...(verdict.likely ?? [])].map((e) => e?.question ?? '');
  return [...new Set([...pointed, ...usual])].filter(Boolean).slice(0, usual.length);
}

export function replyTo(question: string, retriever: Retriever, words: ReplyWords): Reply {
  const polite = smallTalk(question, words);
  if (polite)
    return {
      kind: 'small-talk',
      text: polite,
      sources: [],
      next: [...words.suggestions],
      nextLabel: words.suggestionsLabel,
    };
  const verdict = retriever.judge(question);
  if (verdict.kind === 'sure')
    return {
      kind: 'answer',
      text: verdict.entry.answer,
      sources: verdict.entry.sources,
      next: verdict.related.map((entry) => entry.question),
      nextLabel: words.relatedLabel,
    };
  if (verdict.kind === 'unsure')
    return {
      kind: 'unsure',
      text: words.unsure,
      sources: [],
      next: verdict.options.map((entry) => entry.question),
      nextLabel: words.unsureLabel,
    };
  return {
    kind: 'decline',
    text: words.unknown,
    sources: [],
    next: declineSuggestions(verdict, words.suggestions),
    nextLabel: words.suggestionsLabel,
  };
}

/**
 * What a listener hears of a reply, aloud in a call or from the dialog's live region: an answer's
 * words; a doubt, a decline or small talk with the questions it offers, which otherwise are only
 * buttons a listener would not know are there. An answer's related questions are left unsaid.
 */
export function replyHeard(reply: Reply): string {
  return reply.kind === 'answer'
    ? reply.text
    : `${reply.text} ${reply.nextLabel} ${reply.next.join('; ')}`;
}

/** The reply as one line for the log, sources included. */
export function replyForLog(reply: Reply, sourcesLabel: string): string {
  if (!reply.sources.length) return reply.text;
  return `${reply.text} ${sourcesLabel}: ${reply.sources.map((s) => `${s.author}, ${s.work} (${s.year})`).join('; ')}.`;
}
