// Lets Node import the content modules, which import artwork as Vite does: an
// `import url from './x.svg'` becomes the file name. Used by the browser tests and build scripts.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function load(url, context, next) {
        if (url.endsWith('.svg')) {
          return { format: 'module', shortCircuit: true, source: 'export default ' + JSON.stringify(url.split('/').pop()) };
        }
        return next(url, context);
      }
    `),
);
