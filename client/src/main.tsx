import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, AppLoading } from './app/app';
import { preloadAppRoute } from './app/route-preload';
import { isAppHost } from './config/env';
import { captureFirstTouch } from './lib/lead-source';
import './styles/global.css';

captureFirstTouch();

const root = createRoot(document.getElementById('root')!);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (isAppHost()) {
  // The session, this path's code and its data start at once instead of one after another (most are already on
  // their way from the page's head). The app renders once the path's code is here, so no lazy boundary suspends
  // on the way to the first content; until then the panel's frame shows.
  const ready = preloadAppRoute(window.location.pathname);
  root.render(<AppLoading />);
  void ready.then(() => root.render(app));
} else {
  root.render(app);
}
