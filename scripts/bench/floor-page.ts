/**
 * The floor the page is measured against: a 1 KB static page served from this machine in the
 * same run. Lighthouse's figures move by 1.5x and more with the load of a shared host; the
 * ratio of the page's figure to the floor's, measured minutes apart, moves far less.
 *
 * Its empty inline icon keeps Chromium from asking for /favicon.ico once the page has loaded:
 * on loopback that is often before the first paint, and Lighthouse's model then adds the request
 * to the floor's largest paint (0.63 s without it, 0.75 s with it in runs of 25 November).
 */
import { createServer, type Server } from 'node:http';

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page of about one kilobyte, the floor of the benchmark.">
<title>Floor page</title>
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>The floor page</h1>
<p>${'This page has no script, no image and no web font. '.repeat(12)}</p>
</main>
</body>
</html>
`;

export interface Floor {
  url: string;
  close(): Promise<void>;
}

export function startFloorPage(): Promise<Floor> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
    });
    response.end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
