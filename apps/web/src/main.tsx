import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './bootstrap';
import { preloadForAddress } from './routing/preloadForAddress';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const services = createServices();
preloadForAddress(window.location.pathname, services.session.getState().token !== null);
createRoot(container).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
