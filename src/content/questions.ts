/** THEORIES DECODED: the prompt and the six sample questions of the product spec, verbatim. */
export const sampleQuestions = {
  heading: 'THEORIES DECODED',
  prompt: 'Start a call & ask...',
  questions: [
    'pi and phi in pyramid design',
    'the acoustic properties of the great pyramid',
    'what the Sphinx is',
    'whether the pyramid is a power plant',
    'whether Enoch lived during construction',
    'whether it will activate in 2040 to stop the next global phoenix event reset',
  ],
  /**
   * Each sample question as a visitor would put it to Pharaoh, in the same order: what its "Ask
   * Pharaoh" button sends, and what his greeting offers. Each is the question of one of his
   * entries (knowledge.ts), word for word, so that he answers it with that entry (a test checks).
   * Copied rather than imported: the page's script would otherwise download the whole knowledge.
   */
  asks: [
    'Do pi and phi appear in the design of the Great Pyramid?',
    "What are the acoustic properties of the King's Chamber?",
    'What is the Great Sphinx?',
    'Was the Great Pyramid a power plant?',
    'Did Enoch live while the pyramid was built?',
    'Will the pyramid activate in 2040 to stop a phoenix reset?',
  ],
  labels: { claim: 'The claim', evidence: 'The evidence', sources: 'Sources', source: 'Source' },
} as const;
