import './styles.css';

// React DOM and the page's own code are separate chunks, so each is evaluated in a task of its
// own; React then hydrates the islands in small slices (src/page/hydrate-islands.tsx).
const [{ hydrateRoot }, { hydrateIslands }] = await Promise.all([
  import('react-dom/client'),
  import('./page/hydrate-islands'),
]);
hydrateIslands(hydrateRoot);
