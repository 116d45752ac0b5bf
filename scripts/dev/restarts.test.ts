import { createServer as createHttpServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { expect, test, vi } from 'vitest';
import { tempDir } from '../../server/test-support/temp-dir';
import { trackRestarts } from './restarts';

test('a restart Vite makes on its own is under way until the new server is in place, restart after restart', async () => {
  const root = tempDir('giza-restarts-');
  const dependency = join(root, 'title.mjs');
  writeFileSync(dependency, 'export const title = "first";\n');
  // A config that takes a second to load keeps each restart under way long enough to be seen.
  writeFileSync(
    join(root, 'vite.config.mjs'),
    [
      'import { title } from "./title.mjs";',
      'await new Promise((resolve) => setTimeout(resolve, 1000));',
      'export default { define: { __TITLE__: JSON.stringify(title) } };',
    ].join('\n'),
  );
  // Vite's socket goes on a server that never listens: no port is taken.
  const vite = await createServer({
    root,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: { server: createHttpServer() } },
  });
  try {
    const restarting = trackRestarts(vite);
    expect(restarting()).toBeUndefined();
    // The second edit checks the tracking outlived the first restart's swap of the server.
    for (const title of ['second', 'third']) {
      writeFileSync(dependency, `export const title = ${JSON.stringify(title)};\n`);
      await vi.waitFor(() => expect(restarting()).toBeDefined(), { timeout: 60_000, interval: 50 });
      await restarting();
      // Once it is over, the server the preview holds is the new one, with the new config.
      expect(vite.config.define?.__TITLE__).toBe(JSON.stringify(title));
      expect(restarting()).toBeUndefined();
    }
  } finally {
    await vite.close();
  }
});
