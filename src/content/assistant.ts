/** Words of the built-in Pharaoh assistant (used when no third-party agent is configured). */
export const assistant = {
  title: 'Speak with Pharaoh',
  callSubtitle: 'Call mode: Pharaoh answers aloud',
  textSubtitle: 'Ask in writing',
  greeting:
    'I am Pharaoh, keeper of this site’s research. Ask me about the Great Pyramid, its builders, its chambers or the theories told about it.',
  notice:
    'Conversations are stored anonymously, without your name or address, to improve the answers.',
  placeholder: 'Ask Pharaoh…',
  inputLabel: 'Your question',
  conversationLabel: 'Conversation',
  send: 'Ask',
  close: 'Close',
  micStart: 'Speak',
  /** Shown before the microphone starts: the browser, not this site, turns speech into text. */
  micPrivacy:
    'Your browser turns speech into text; in Chrome and Edge the recording is sent to Google or Microsoft to do so. Type instead if you prefer.',
  micStop: 'Stop listening',
  listening: 'Listening…',
  noSpeechInput:
    'This browser cannot listen here, so type your question; Pharaoh still answers aloud.',
  unknown:
    'I could not match that to this site’s research, and I will not guess. Try other words, or ask about the Great Pyramid: its size, age and stones, who built it and how, its chambers and shafts, and the theories told about it, from pi and phi to the year 2040.',
  unsure: 'I am not sure what you are asking.',
  unsureLabel: 'Did you mean:',
  suggestionsLabel: 'You could ask:',
  /**
   * Small talk: a message with a word of `greetings` or `thanks` and otherwise only words of
   * `smallTalk` ("hi", "good morning, Pharaoh", "hi, how are you", "thank you so much") is
   * greeted back with `greeting`, or answered with `welcome` when it thanks.
   */
  greetings: 'hi hello hey hiya greetings morning afternoon evening',
  thanks: 'thanks thank thx ty cheers',
  // Not "no": "no thanks" turns down what was offered, and "You are welcome" would not answer it.
  smallTalk: 'good there pharaoh you u so very much a lot again how are ok okay mate',
  welcome: 'You are welcome. Ask me anything else about the Great Pyramid.',
  sourcesLabel: 'Sources',
  relatedLabel: 'Related questions',
  samplesLabel: 'Try one of these',
  chatButton: 'Ask Pharaoh',
  /** Shown by the button while Pharaoh's part of the site downloads, if that takes a moment. */
  opening: 'Opening Pharaoh…',
  /** Shown by the button when Pharaoh's part of the site failed to download or to start. */
  loadFailed:
    'Pharaoh could not be opened. Check your connection, or reload the page, and try again.',
  askButton: 'Ask Pharaoh',
  you: 'You',
  pharaoh: 'Pharaoh',
  suggestions: [
    'How big is the Great Pyramid?',
    'Who built the Great Pyramid? Was it slaves?',
    'What is the Big Void?',
  ],
} as const;

export type AssistantWords = typeof assistant;

/**
 * How earlier versions of `assistant.unknown` began, so that the chat report still finds the
 * questions they declined in older logs. When rewording that reply, add the old one's start here.
 * Apart from `assistant`, so the page's script does not carry it.
 */
export const formerUnknownReplies: readonly string[] = [
  'I do not know that from this site’s research, and I will not guess.',
];
