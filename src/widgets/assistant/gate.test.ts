import { describe, expect, it } from 'vitest';
import { GATE_STEP, readGate } from './gate';
import { learnGate, type GateExample } from './learn-gate';

const example = (text: string, off: boolean): GateExample => ({
  features: new Set(text.split(' ')),
  off,
});

describe('the gate', () => {
  it('reads a packed gate: bias, then terms grouped by weight', () => {
    const gate = readGate('-2|-4 pyramid|6 ticket louvre');
    const logistic = (z: number) => 1 / (1 + Math.exp(-z));
    expect(gate([])).toBeCloseTo(logistic(-2 * GATE_STEP));
    expect(gate(['ticket'])).toBeCloseTo(logistic(4 * GATE_STEP));
    expect(gate(['pyramid', 'louvre'])).toBeCloseTo(logistic(0));
    // A feature named twice counts once.
    expect(gate(['ticket', 'ticket'])).toBeCloseTo(gate(['ticket']));
  });

  it('learns which words mark a question to decline, and keeps only the weights that matter', () => {
    const examples = [
      ...['pyramid height', 'pyramid age', 'khufu pyramid', 'sphinx age', 'pyramid chamber'].map(
        (text) => example(text, false),
      ),
      ...['ticket price', 'ticket hours', 'louvre ticket', 'louvre glass', 'glass age'].map(
        (text) => example(text, true),
      ),
    ];
    const packed = learnGate(examples);
    const gate = readGate(packed);
    expect(gate(['ticket'])).toBeGreaterThan(0.5);
    expect(gate(['pyramid'])).toBeLessThan(0.5);
    expect(gate(['louvre', 'hours'])).toBeGreaterThan(gate(['pyramid', 'hours']));
    // "chamber" was seen once, on topic: too little to ship a weight for.
    expect(packed.split(/[| ]/)).not.toContain('chamber');
    expect(packed.split(/[| ]/)).toContain('ticket');
    expect(learnGate(examples)).toBe(packed);
  });
});
