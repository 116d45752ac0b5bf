import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSteps, variants } from './build';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('the build steps, listed once', () => {
  it('are the same steps for the site and the widget-configured test build', () => {
    const names = (steps: ReturnType<typeof buildSteps>) => steps.map((step) => step.name);
    expect(names(buildSteps(variants.widgets))).toEqual(names(buildSteps(variants.site)));
  });

  it('write each variant into its own folder, the server render beside it', () => {
    for (const variant of Object.values(variants)) {
      const vite = buildSteps(variant).filter((step) => step.command.endsWith('/vite'));
      expect(vite.map((step) => step.args[step.args.indexOf('--outDir') + 1])).toEqual([
        variant.outDir,
        `${variant.outDir}-ssr`,
      ]);
    }
  });

  it('are what npm run build and the widget build run, with no list of their own', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.build).toBe('tsx scripts/build.ts');
    const widgets = read('scripts/build-widgets.mjs');
    expect(widgets).toContain("'scripts/build.ts', '--widgets'");
    expect(widgets).not.toMatch(/vite|prerender/);
  });
});
