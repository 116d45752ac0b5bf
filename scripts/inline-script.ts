import { minifySync } from 'vite';

/**
 * A function of src/lib written into the page as an inline script, called with `args` (already
 * JavaScript). Minified here, because Vite's minifier never sees the HTML's own scripts: the
 * source's indentation and long names would otherwise ship in every document.
 */
export function inlineScript(fn: (...args: never[]) => void, args = ''): string {
  const source = `(${fn.toString()})(${args});`;
  // tsx (esbuild's keepNames) wraps named function expressions in a helper the page lacks.
  if (source.includes('__name('))
    throw new Error(`inline script ${fn.name}: compiled with __name(); build it through Vite`);
  const { code, errors } = minifySync('inline-script.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`inline script ${fn.name}: ${errors[0]?.message}`);
  return code.trim();
}
