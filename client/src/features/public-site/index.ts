/** Public site feature: the route module composes these; the legal and deletion pages are lazy-loaded by path. */
export { LandingPage } from './pages/landing-page';
export { AdvisorsPage } from './pages/advisors-page';
export { SiteFrame } from './components/site-frame';
