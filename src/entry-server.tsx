import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';

/** Prerenders the page at build time (scripts/prerender.ts). */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
