import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadAppRoute } from './app/route-preload';
import { isAppHost } from './config/env';
import { captureFirstTouch } from './lib/lead-source';
import './styles/global.css';

// Before the first render: the session, this path's code and its data start at once instead of one after another.
if (isAppHost()) preloadAppRoute(window.location.pathname);
captureFirstTouch();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
