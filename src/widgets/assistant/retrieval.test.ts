import { describe, expect, it } from 'vitest';
import { knowledge } from '../../content/knowledge';
import { createRetriever } from './retrieval';

/** Visitors' own words, not the entries' questions, and the entry each should find first. */
const paraphrases: [string, string][] = [
  ['is the golden ratio hidden in the pyramid shape', 'pi-phi'],
  ['does the perimeter over the height really give 2 pi', 'pi-phi'],
  ['does the granite room resonate with sound', 'acoustics'],
  ['what frequency does the kings chamber hum at', 'acoustics'],
  ['tell me about the sphinx', 'sphinx'],
  ['how old is the sphinx statue', 'sphinx'],
  ['could the pyramid generate electricity', 'power-plant'],
  ['was it a machine making energy', 'power-plant'],
  ['did enoch build the pyramids before the flood', 'enoch'],
  ['is idris connected to giza', 'enoch'],
  ['what happens in 2040', 'phoenix-2040'],
  ['is a phoenix cataclysm coming and will the pyramid switch on', 'phoenix-2040'],
  ['what are the measurements of the base', 'dimensions'],
  ['how long is each side of the pyramid', 'dimensions'],
  ['how high is it now', 'height-today'],
  ['why is the top missing today', 'height-today'],
  ['was it the highest building ever for a long time', 'tallest'],
  ['when was the great pyramid constructed', 'age'],
  ['how many years ago was it made', 'age'],
  ['tell me about pharaoh cheops', 'khufu'],
  ['which king is the great pyramid for', 'khufu'],
  ['were slaves used to build it', 'builders'],
  ['who were the workers', 'builders'],
  ['who designed the great pyramid', 'architect'],
  ['was hemiunu the architect', 'architect'],
  ['how many years did the construction take', 'how-long'],
  ['how did they move and lift the huge stones', 'construction'],
  ['did they use ramps', 'construction'],
  ['how much does the whole pyramid weigh', 'blocks'],
  ['how many blocks are there', 'blocks'],
  ['where were the stones quarried', 'stone-sources'],
  ['where did the granite come from', 'stone-sources'],
  ['what did the papyrus of merer say', 'merer'],
  ['what are the wadi al-jarf papyri', 'merer'],
  ['what happened to the smooth white casing stones', 'casing'],
  ['was there a gold pyramidion on top', 'capstone'],
  ['does it point exactly north', 'orientation'],
  ['how did they align it with the compass directions', 'orientation'],
  ['in which city is the pyramid', 'location'],
  ['which are the other pyramids next to it', 'three-pyramids'],
  ['is it on the list of seven wonders', 'wonder'],
  ['what rooms are inside', 'chambers'],
  ['what is inside the kings chamber', 'kings-chamber'],
  ['what does the granite burial room contain', 'kings-chamber'],
  ['was the queens chamber for a queen', 'queens-chamber'],
  ['what is the underground chamber below the pyramid', 'subterranean'],
  ['how tall is the grand gallery', 'grand-gallery'],
  ['what is the corbelled passage', 'grand-gallery'],
  ['what was found in the chambers above the ceiling', 'relieving'],
  ['do the air shafts point at stars', 'shafts'],
  ['what did the robot find in the shaft', 'shafts'],
  ['what did the muon scans discover', 'big-void'],
  ['is there a hidden room', 'big-void'],
  ['can tourists go inside', 'entrance'],
  ['was a mummy ever found inside', 'mummy'],
  ['what was the purpose of the pyramid', 'purpose'],
  ['tell me about the ship buried next to the pyramid', 'boats'],
  ['do the pyramids match the stars of orion', 'orion'],
  ['what did petrie measure in his survey', 'petrie'],
  ['what is the pyramid inch theory', 'smyth'],
  ['is the distance to the sun encoded in the height', 'solar-distance'],
  ['did extraterrestrials make the pyramids', 'aliens'],
  ['how accurate and level is the base', 'precision'],
  ['how is the moon phase on this page calculated', 'moon-clock'],
];

const offTopic = [
  'what is the weather in paris tomorrow',
  'how do i bake sourdough bread',
  'who won the football world cup in 2018',
  'what is the capital of australia',
  'recommend a good laptop for gaming',
  'how do i fix my car engine noise',
  'translate hello into japanese',
  'what is bitcoin worth today',
  'write me a poem about cats',
  'how many calories are in a banana',
  'what is the best programming language',
  'who is the president of brazil',
  'how do vaccines work',
  'what time does the supermarket close',
  'tell me a joke about penguins',
];

const retriever = createRetriever(knowledge);

describe('the knowledge base', () => {
  it('has at least 40 entries, each with an answer and sources', () => {
    expect(knowledge.length).toBeGreaterThanOrEqual(40);
    expect(new Set(knowledge.map((e) => e.id)).size).toBe(knowledge.length);
    for (const entry of knowledge) {
      expect(entry.answer.length).toBeGreaterThan(60);
      expect(entry.sources.length).toBeGreaterThan(0);
    }
    for (const [, id] of paraphrases)
      expect(
        knowledge.some((e) => e.id === id),
        id,
      ).toBe(true);
  });
});

describe('retrieval quality', () => {
  it('ranks the right entry first for at least 90% of 60+ paraphrased questions', () => {
    const misses = paraphrases.filter(
      ([question, id]) => retriever.best(question)?.match.entry.id !== id,
    );
    const rate = 1 - misses.length / paraphrases.length;
    console.log(
      `top-1 on ${paraphrases.length} paraphrases: ${(rate * 100).toFixed(1)}%; misses: ${misses.map(([q, id]) => `"${q}" → ${retriever.best(q)?.match.entry.id ?? "don't know"} (want ${id})`).join('; ') || 'none'}`,
    );
    expect(paraphrases.length).toBeGreaterThanOrEqual(60);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('says it does not know for every off-topic question', () => {
    const answered = offTopic.filter((q) => retriever.best(q) !== null);
    console.log(
      `off-topic answered "I don't know": ${offTopic.length - answered.length} of ${offTopic.length}; wrongly answered: ${answered.map((q) => `"${q}" → ${retriever.best(q)?.match.entry.id} (${retriever.best(q)?.match.score.toFixed(1)})`).join('; ') || 'none'}`,
    );
    expect(offTopic.length).toBeGreaterThanOrEqual(15);
    expect(answered).toEqual([]);
  });

  it('offers two related questions with an answer', () => {
    expect(retriever.best('how was the pyramid built')?.related).toHaveLength(2);
  });
});
