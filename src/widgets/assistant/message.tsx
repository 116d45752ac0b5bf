import type { AssistantWords } from '../../content';
import type { Turn } from './reply';

/** One turn of the conversation; Pharaoh's carry their sources and the questions to ask next. */
export function Message({
  turn,
  words,
  onAsk,
}: {
  turn: Turn;
  words: AssistantWords;
  onAsk: (q: string) => void;
}) {
  const mine = turn.who === 'visitor';
  // A pasted address or a long word breaks anywhere rather than widen the conversation.
  return (
    <li
      className={`rounded-2xl wrap-anywhere ${
        mine
          ? 'ml-6 bg-accent px-4 py-2 text-on-accent sm:ml-8'
          : 'mr-4 border border-line bg-bg px-4 py-3 sm:mr-8'
      }`}
    >
      <p className="text-xs font-semibold tracking-wider uppercase opacity-80">
        {mine ? words.you : words.pharaoh}
      </p>
      <p className="mt-1 leading-relaxed">{turn.text}</p>
      {turn.sources && turn.sources.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="font-semibold">{words.sourcesLabel}</p>
          <ul className="list-disc pl-5 text-muted">
            {turn.sources.map((source) => (
              <li key={source.work}>
                <a className="link" href={source.url} target="_blank" rel="noreferrer">
                  {/* CitedWork (src/lib) written out: as a component it costs the dialog's
                      download 31 bytes, which its budget does not have. */}
                  {source.author}, <cite lang={source.lang}>{source.work}</cite> ({source.year})
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {turn.next && turn.next.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="font-semibold">{turn.nextLabel}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {turn.next.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => onAsk(question)}
                  className="rounded-full border border-line px-3 py-1 text-left first-letter:uppercase hover:border-accent"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
