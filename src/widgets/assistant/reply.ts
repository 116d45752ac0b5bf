import type { Source } from '../../content';
import type { Retriever } from './retrieval';

export interface Reply {
  known: boolean;
  text: string;
  sources: Source[];
  /** Questions to offer next: related entries, or what Pharaoh can answer. */
  next: string[];
}

/** Pharaoh's answer: the best entry quoted with its sources, or an honest "I don't know". */
export function replyTo(
  question: string,
  retriever: Retriever,
  words: { unknown: string; suggestions: readonly string[] },
): Reply {
  const found = retriever.best(question);
  if (!found)
    return { known: false, text: words.unknown, sources: [], next: [...words.suggestions] };
  return {
    known: true,
    text: found.match.entry.answer,
    sources: found.match.entry.sources,
    next: found.related.map((entry) => entry.question),
  };
}

/** The reply as one line for the log, sources included. */
export function replyForLog(reply: Reply, sourcesLabel: string): string {
  if (!reply.sources.length) return reply.text;
  return `${reply.text} ${sourcesLabel}: ${reply.sources.map((s) => `${s.author}, ${s.work} (${s.year})`).join('; ')}.`;
}
