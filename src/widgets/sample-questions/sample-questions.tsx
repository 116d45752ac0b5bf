interface Props {
  heading: string;
  prompt: string;
  questions: readonly string[];
}

/** THEORIES DECODED: the prompt and six sample questions (static text, per the spec). */
export function SampleQuestions({ heading, prompt, questions }: Props) {
  return (
    <section aria-labelledby="theories-decoded" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h2
        id="theories-decoded"
        className="text-center font-display text-2xl font-bold tracking-[0.2em] text-accent sm:text-3xl"
      >
        {heading}
      </h2>
      <p className="mt-3 text-center text-lg italic">{prompt}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {questions.map((question) => (
          <li key={question} className="card flex gap-3 p-4">
            <span aria-hidden="true" className="text-accent">
              ☥
            </span>
            <span className="first-letter:uppercase">{question}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
