import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artDir, drawings } from './index';

describe('artwork', () => {
  it.each(Object.keys(drawings))('%s.svg matches its generator (run `npm run art`)', (name) => {
    expect(readFileSync(`${artDir}${name}.svg`, 'utf8')).toBe(drawings[name]?.());
  });
});
