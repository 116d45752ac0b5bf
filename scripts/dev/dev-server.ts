/**
 * `npm run dev`: the live preview, in one process. The page is rendered on the server through
 * Vite from the same entry the build prerenders (src/entry-server.tsx), its islands hydrate, an
 * edit of the content reloads it, and the backend (server/app.ts on PGlite) answers beside it.
 *
 *   PORT=5173 HOST=127.0.0.1 DATA_DIR=<throwaway folder> node --import tsx scripts/dev/dev-server.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { isBackendPath, openBackend, type DevBackend } from './backend';
import { renderPage } from './render-page';
import { trackRestarts } from './restarts';
import { retrainOnEdit } from './retrain';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** A Host header fit to go into the CSP and the page's addresses; anything else is ignored. */
const PLAIN_HOST = /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i;

async function servePage(
  vite: ViteDevServer,
  req: IncomingMessage,
  res: ServerResponse,
  fallbackHost: string,
): Promise<void> {
  const host = PLAIN_HOST.test(req.headers.host ?? '')
    ? (req.headers.host as string)
    : fallbackHost;
  try {
    const page = await renderPage(vite, root, req.url ?? '/', host);
    res.writeHead(200, page.headers).end(req.method === 'HEAD' ? undefined : page.html);
  } catch (error) {
    // A typo in the content shows as Vite's stack trace, with the file and line mapped back.
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}

function route(vite: ViteDevServer, backend: DevBackend, listenHost: () => string) {
  const restarting = trackRestarts(vite);
  return async (req: IncomingMessage, res: ServerResponse) => {
    // A request that comes while Vite restarts waits for the new server: the closing one would
    // render the content as it was.
    await restarting();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // Everything goes through Vite first, backend included, so its check of the Host header
    // (against DNS rebinding) guards the endpoints too. Vite serves modules, public/ and its
    // client; what it leaves is the backend, the page or a 404.
    vite.middlewares(req, res, () => {
      if (isBackendPath(path)) return backend.app.routing(req, res);
      const isPage = path === '/' || path === '/index.html';
      if (isPage && (req.method === 'GET' || req.method === 'HEAD')) {
        void servePage(vite, req, res, listenHost());
      } else {
        backend.app.routing(req, res);
      }
    });
  };
}

async function main(): Promise<void> {
  const backend = await openBackend(process.env);
  try {
    await serve(backend);
  } catch (error) {
    // A taken port or a content error Vite cannot start with: the throwaway folder goes too.
    await backend.close();
    throw error;
  }
}

async function serve(backend: DevBackend): Promise<void> {
  const { port, host } = backend.config;
  const http = createServer();
  const vite = await createViteServer({
    root,
    appType: 'custom',
    // Vite's reload socket shares the preview's port rather than opening one of its own. An
    // edit under src/content/ reaches no module that accepts it (the islands' root does not),
    // so Vite reloads the page, which is rendered again here; an edit of a file vite.config.ts
    // imports (site.ts, book.ts) restarts Vite, and its client reloads once it is back.
    server: { middlewareMode: true, hmr: { server: http } },
  });
  const address = () => {
    const { port: actual } = http.address() as AddressInfo;
    return `${host.includes(':') ? `[${host}]` : host}:${actual}`;
  };
  const handle = route(vite, backend, address);
  http.on('request', (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  const stopRetraining = retrainOnEdit(root);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    stopRetraining();
    http.closeAllConnections();
    http.close();
    await vite.close();
    await backend.close(); // releases the PGlite folder's lock, removes a throwaway folder
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void stop());

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(port, host, resolve);
    });
  } catch (error) {
    stopRetraining();
    await vite.close();
    throw error;
  }
  console.log(`\n  Live preview: http://${address()}/`);
  console.log(`  Backend at /rest/v1/chat_logs, ${backend.database}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
