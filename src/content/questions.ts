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
  labels: { claim: 'The claim', evidence: 'The evidence', sources: 'Sources' },
} as const;
