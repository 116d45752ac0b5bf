import type { ResearchedAnswer } from '../../content';
import { CitedWork } from '../../lib/cited-work';

interface Props {
  heading: string;
  prompt: string;
  questions: readonly string[];
  /** Each question as put to Pharaoh, in the same order. */
  asks: readonly string[];
  labels: { claim: string; evidence: string; sources: string; source: string };
  answers: readonly ResearchedAnswer[];
  /** Label of the button that asks Pharaoh the question (shown once the assistant is ready). */
  askLabel: string;
}

/**
 * THEORIES DECODED: the prompt and the six sample questions. Each opens, with the native
 * disclosure element so it works without JavaScript, onto its researched answer.
 */
export function SampleQuestions({
  heading,
  prompt,
  questions,
  asks,
  labels,
  answers,
  askLabel,
}: Props) {
  return (
    <section aria-labelledby="theories-decoded" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h2
        id="theories-decoded"
        className="text-center font-display text-2xl font-bold tracking-[0.2em] text-accent max-[20rem]:tracking-[0.05em] sm:text-3xl"
      >
        {heading}
      </h2>
      <p className="mt-3 text-center text-lg italic">{prompt}</p>
      <ul className="mt-6 grid grid-cols-1 gap-3">
        {questions.map((question, i) => {
          const answer = answers.find((a) => a.question === question);
          return (
            <li key={question} className="flex flex-col">
              <details className="card group">
                <summary className="flex cursor-pointer list-none items-start gap-3 p-4 font-medium [&::-webkit-details-marker]:hidden">
                  {/* The ankh is ornament: on a zoomed phone its room goes to the question's words. */}
                  <span aria-hidden="true" className="text-accent max-[20rem]:hidden">
                    ☥
                  </span>
                  <span className="min-w-0 flex-1 first-letter:uppercase">{question}</span>
                  <span
                    aria-hidden="true"
                    className="text-muted transition-transform group-open:rotate-45 motion-reduce:transition-none"
                  >
                    +
                  </span>
                </summary>
                {answer && (
                  // A link to the answer opens its disclosure (the browser reveals a fragment
                  // target in a closed <details>); the margin keeps its question in view.
                  <div
                    id={answer.anchor}
                    className="scroll-mt-32 space-y-3 border-t border-line px-4 pt-3 pb-4 text-[0.95rem] leading-relaxed"
                  >
                    <h3 className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">
                      {labels.claim}
                    </h3>
                    <p>{answer.claim}</p>
                    <h3 className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">
                      {labels.evidence}
                    </h3>
                    <p>{answer.evidence}</p>
                    <h3 className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">
                      {labels.sources}
                    </h3>
                    <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
                      {answer.sources.map((source) => (
                        <li key={source.work}>
                          <CitedWork source={source} end="." />{' '}
                          <a className="link" href={source.url} rel="noopener">
                            {labels.source}
                            <span className="sr-only" lang={source.lang}>
                              : {source.work}
                            </span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </details>
              <button
                type="button"
                data-ask={asks[i] ?? question}
                aria-label={`${askLabel}: ${question}`}
                className="ask-button mt-1 ml-auto text-sm"
              >
                {askLabel}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
