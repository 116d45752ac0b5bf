import { createServer as createHttpServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test, vi } from 'vitest';
import { tempDir } from '../../server/test-support/temp-dir';
import { trackRestarts } from './restarts';

/**
 * A real Vite server in middleware mode whose config imports title.mjs and takes a second to
 * load, so each restart stays under way long enough to be seen; a title of "hang" never loads.
 * `edit` changes the title.
 */
async function viteWithTitle(): Promise<{ vite: ViteDevServer; edit: (title: string) => void }> {
  const root = tempDir('giza-restarts-');
  const dependency = join(root, 'title.mjs');
  const write = (title: string) =>
    writeFileSync(dependency, `export const title = ${JSON.stringify(title)};\n`);
  write('first');
  writeFileSync(
    join(root, 'vite.config.mjs'),
    [
      'import { title } from "./title.mjs";',
      'await new Promise((resolve) => setTimeout(resolve, 1000));',
      'if (title === "hang") await new Promise(() => {});',
      'export default { define: { __TITLE__: JSON.stringify(title) } };',
    ].join('\n'),
  );
  // Vite's socket goes on a server that never listens: no port is taken.
  const vite = await createServer({
    root,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: { server: createHttpServer() } },
  });
  return { vite, edit: write };
}

/**
 * Edits the title until a restart is under way. Vite does not wait for its file watcher to be
 * ready after it starts or restarts, so the edit is made again each second until it is seen (a
 * repeat joins the restart under way).
 */
async function editUntilRestarting(
  edit: () => void,
  restarting: () => Promise<void> | undefined,
): Promise<void> {
  edit();
  const again = setInterval(edit, 1000);
  try {
    await vi.waitFor(() => expect(restarting()).toBeDefined(), { timeout: 60_000, interval: 50 });
  } finally {
    clearInterval(again);
  }
}

test('a restart Vite makes on its own is under way until the new server is in place, restart after restart', async () => {
  const { vite, edit } = await viteWithTitle();
  try {
    const restarting = trackRestarts(vite);
    expect(restarting()).toBeUndefined();
    // The second edit checks the tracking outlived the first restart's swap of the server.
    for (const title of ['second', 'third']) {
      await editUntilRestarting(() => edit(title), restarting);
      await restarting();
      // Once it is over, the server the preview holds is the new one, with the new config.
      expect(vite.config.define?.__TITLE__).toBe(JSON.stringify(title));
      expect(restarting()).toBeUndefined();
    }
  } finally {
    await vite.close();
  }
});

test('a restart that never ends holds requests no longer than the bound', async () => {
  const { vite, edit } = await viteWithTitle();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const restarting = trackRestarts(vite, 2000);
    await editUntilRestarting(() => edit('hang'), restarting);
    const outcome = await Promise.race([
      restarting()?.then(() => 'over'),
      new Promise((resolve) => setTimeout(() => resolve('still held'), 30_000)),
    ]);
    expect(outcome).toBe('over');
    expect(restarting()).toBeUndefined();
    // Vite never swapped: the old server, with the old config, goes on serving.
    expect(vite.config.define?.__TITLE__).toBe(JSON.stringify('first'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('has not restarted in 2 s'));
  } finally {
    error.mockRestore();
    await vite.close();
  }
});
