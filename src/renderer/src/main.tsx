import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so each component's own CSS (imported by the component) comes later and wins.
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/lists.css';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
