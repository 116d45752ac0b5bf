import { minifySync } from 'vite';

/** The browsers the page's JavaScript is built for: the bundle's and the inline scripts'. */
export const BUILD_TARGET = 'es2022';

/**
 * A function of src/lib written into the page as an inline script, called with `args` (already
 * JavaScript). Minified here, because Vite's minifier never sees the HTML's own scripts: the
 * source's indentation and long names would otherwise ship in every document.
 */
export function inlineScript(fn: (...args: never[]) => void, args = ''): string {
  const source = `(${fn.toString()})(${args});`;
  // Under tsx (esbuild's keepNames) a named function expression calls a __name() helper that
  // the page does not have: such a function must be inlined from vite.config.ts instead.
  if (source.includes('__name('))
    throw new Error(`inline script ${fn.name}: its source calls tsx's __name() helper`);
  const { code, errors } = minifySync('inline-script.js', source, {
    compress: { target: BUILD_TARGET },
    mangle: true,
  });
  if (errors.length > 0) throw new Error(`inline script ${fn.name}: ${errors[0]?.message}`);
  return code.trim();
}
