import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initProduction } from './lib/production-init';
import { islands, isIslandName } from './page/islands';
import './styles.css';

// Only the interactive islands are hydrated; the rest of the prerendered page stays as it is.
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  hydrateRoot(element, <StrictMode>{islands[name]()}</StrictMode>);
}
void initProduction();
