import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { initProduction } from './lib/production-init';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

hydrateRoot(
  root,
  <StrictMode>
    <App />
  </StrictMode>,
);
void initProduction();
