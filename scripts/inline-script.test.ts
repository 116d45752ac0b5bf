import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScript } from './inline-script';

describe('inlineScript', () => {
  it('writes a function as a minified call that does what the source does', () => {
    function countWords(target: { words?: number }, text: string): void {
      const words = text.split(' ').filter(function nonEmpty(word) {
        return word.length > 0;
      });
      target.words = words.length;
    }
    const code = inlineScript(countWords, 'target, "the  great pyramid"');
    expect(code).not.toMatch(/\n|countWords|nonEmpty/);
    const context: { target: { words?: number } } = { target: {} };
    runInNewContext(code, context);
    expect(context.target.words).toBe(3);
  });

  it("refuses a function whose source calls tsx's __name() helper, which a page lacks", () => {
    const fn = () => undefined;
    fn.toString = () => 'function(){const f=__name(function(){},"f");f()}';
    expect(() => inlineScript(fn)).toThrow(/__name/);
  });
});
