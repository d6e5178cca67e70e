/** Help centre feature: the public /duvidas pages, composed with the site frame and the chat widget by their routes. */
export { HelpIndexPage } from './pages/help-index-page';
export { HelpArticlePage } from './pages/help-article-page';
export { topicDraft } from './logic/help-text';
