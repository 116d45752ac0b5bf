import { describe, expect, it } from 'vitest';
import { assistant } from '../../content';
import { knowledge } from '../../content/knowledge';
import { replyTo } from './reply';
import { createRetriever } from './retrieval';
import { words } from './text';

const retriever = createRetriever(knowledge);
const greetings = assistant.greetings.split(' ');
const thanks = assistant.thanks.split(' ');
const filler = assistant.smallTalk.split(' ');
const [greet = '', other = ''] = greetings;
const [thank = ''] = thanks;
const [padding = ''] = filler;

describe('small talk', () => {
  it('lists words as a message is read, so each can match', () => {
    for (const word of [...greetings, ...thanks, ...filler])
      expect(words(word), word).toEqual([word]);
  });

  it('greets a greeting back and says what to ask', () => {
    for (const message of [
      greet,
      `${greet.toUpperCase()}!`,
      `${greet}, ${other}…`,
      `${padding} ${greet}`,
    ]) {
      const reply = replyTo(message, retriever, assistant);
      expect(reply.kind, message).toBe('small-talk');
      expect(reply.text).toBe(assistant.greeting);
      expect(reply.next).toEqual([...assistant.suggestions]);
    }
  });

  it('answers thanks with a welcome, greeting words and all', () => {
    for (const message of [`${thank}!`, `${greet} ${thank}`]) {
      expect(replyTo(message, retriever, assistant).text, message).toBe(assistant.welcome);
    }
  });

  it('leaves a message with any other word to the retriever', () => {
    const entry = knowledge[0];
    if (!entry) throw new Error('the knowledge needs an entry');
    expect(replyTo(`${greet}, ${entry.question}`, retriever, assistant).kind).not.toBe(
      'small-talk',
    );
    expect(replyTo(`${thank} for the pizza`, retriever, assistant).kind).not.toBe('small-talk');
    expect(replyTo(`no ${thank}`, retriever, assistant).text).not.toBe(assistant.welcome);
    expect(replyTo('?!', retriever, assistant).kind).toBe('decline');
    // Words that only come with a greeting are no greeting alone.
    for (const word of filler)
      expect(replyTo(word, retriever, assistant).kind, word).not.toBe('small-talk');
  });
});

describe('a decline', () => {
  // A retriever that declines everything, pointing to `near`: the reply's own rule, alone.
  const declining = (near?: (typeof knowledge)[number]) => ({
    ...retriever,
    judge: () => ({ kind: 'decline' as const, near }),
  });
  const entry = knowledge.find(
    (e) => !(assistant.suggestions as readonly string[]).includes(e.question),
  );

  it('suggests first the entry its rare words point to, then the usual suggestions, three in all', () => {
    if (!entry) throw new Error('an entry that is not a suggestion');
    const reply = replyTo('anything', declining(entry), assistant);
    expect(reply.kind).toBe('decline');
    expect(reply.text).toBe(assistant.unknown);
    expect(reply.next).toEqual([entry.question, ...assistant.suggestions.slice(0, -1)]);
  });

  it('suggests the usual questions when none is pointed to, and none twice', () => {
    expect(replyTo('anything', declining(), assistant).next).toEqual([...assistant.suggestions]);
    for (const suggestion of assistant.suggestions) {
      const near = knowledge.find((e) => e.question === suggestion);
      const next = replyTo('anything', declining(near), assistant).next;
      expect(next[0]).toBe(near?.question ?? assistant.suggestions[0]);
      expect(new Set(next)).toEqual(new Set(assistant.suggestions));
    }
  });
});
