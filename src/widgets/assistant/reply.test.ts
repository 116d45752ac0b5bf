import { describe, expect, it } from 'vitest';
import { assistant } from '../../content';
import { knowledge } from '../../content/knowledge';
import { replyHeard, replyTo, type Reply } from './reply';
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
  // A retriever that declines "anything", pointing to `near`, and judges the rest as Pharaoh
  // does: the reply's own rule, alone.
  const declining = (
    near?: (typeof knowledge)[number],
    likely?: (typeof knowledge)[number][],
  ): typeof retriever => ({
    ...retriever,
    judge: (q) => (q === 'anything' ? { kind: 'decline', near, likely } : retriever.judge(q)),
  });
  // An entry none of the usual suggestions asks.
  const entry = knowledge.find((e) =>
    assistant.suggestions.every((q) => {
      const asked = retriever.judge(q);
      return asked.kind !== 'sure' || asked.entry !== e;
    }),
  );

  it('suggests first the entry its rare words point to, then the usual suggestions, three in all', () => {
    if (!entry) throw new Error('an entry no suggestion asks');
    const reply = replyTo('anything', declining(entry), assistant);
    expect(reply.kind).toBe('decline');
    expect(reply.text).toBe(assistant.unknown);
    expect(reply.next).toEqual([entry.question, ...assistant.suggestions.slice(0, -1)]);
  });

  it('suggests next what the question most likely asks, each question once, three in all', () => {
    // Entries whose questions are none of the usual suggestions.
    const usualQuestions: readonly string[] = assistant.suggestions;
    const [a, b, c] = knowledge.filter((e) => !usualQuestions.includes(e.question));
    if (!a || !b || !c) throw new Error('three entries no usual suggestion asks');
    const next = (near?: typeof a, likely?: (typeof a)[]) =>
      replyTo('anything', declining(near, likely), assistant).next;
    expect(next(a, [b, c])).toEqual([a.question, b.question, c.question]);
    expect(next(a, [a, b])).toEqual([a.question, b.question, assistant.suggestions[0]]);
    expect(next(undefined, [b])).toEqual([b.question, ...assistant.suggestions.slice(0, -1)]);
    expect(next(undefined, [])).toEqual([...assistant.suggestions]);
    // A likely entry that a usual suggestion asks comes first, and is not asked twice.
    const usual = {
      ...assistant,
      suggestions: ['one', b.question, 'two'],
    } as unknown as typeof assistant;
    expect(replyTo('anything', declining(undefined, [b]), usual).next).toEqual([
      b.question,
      'one',
      'two',
    ]);
  });

  it('suggests the usual questions when none is pointed to, and no entry twice', () => {
    expect(replyTo('anything', declining(), assistant).next).toEqual([...assistant.suggestions]);
    // Each usual suggestion is answered by an entry (retrieval.test.ts); pointed to that entry,
    // the decline asks it once, in the entry's own words, first.
    for (const suggestion of assistant.suggestions) {
      const asked = retriever.judge(suggestion);
      if (asked.kind !== 'sure') throw new Error(`a suggestion Pharaoh answers: ${suggestion}`);
      const next = replyTo('anything', declining(asked.entry), assistant).next;
      expect(next[0]).toBe(asked.entry.question);
      expect(next).toHaveLength(assistant.suggestions.length);
      const entries = next.map((q) => {
        const v = retriever.judge(q);
        return v.kind === 'sure' ? v.entry.id : q;
      });
      expect(new Set(entries).size, suggestion).toBe(next.length);
    }
  });
});

describe('what a listener hears of a reply', () => {
  const reply = (kind: Reply['kind']): Reply => ({
    kind,
    text: 'The words.',
    sources: [],
    next: ['First question?', 'Second question?'],
    nextLabel: 'Did you mean:',
  });

  it('is an answer’s words alone: its related questions stay buttons', () => {
    expect(replyHeard(reply('answer'))).toBe('The words.');
  });

  it('says a doubt, a decline or small talk with every question it offers, in order', () => {
    for (const kind of ['unsure', 'decline', 'small-talk'] as const) {
      const heard = replyHeard(reply(kind));
      expect(heard.startsWith('The words. Did you mean:'), kind).toBe(true);
      expect(heard.indexOf('First question?'), kind).toBeGreaterThan(0);
      expect(heard.indexOf('Second question?'), kind).toBeGreaterThan(heard.indexOf('First'));
    }
  });

  it('says the choices Pharaoh offers when he is unsure of a real question', () => {
    const vague = ['the chamber', 'the stones', 'pyramid stars', 'the king', 'the top']
      .map((q) => replyTo(q, retriever, assistant))
      .find((r) => r.kind === 'unsure');
    if (!vague) throw new Error('one of the vague questions should leave Pharaoh unsure');
    const heard = replyHeard(vague);
    expect(heard).toContain(assistant.unsure);
    for (const question of vague.next) expect(heard).toContain(question);
  });
});
