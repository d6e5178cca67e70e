/** Chat feature: the landing's widget. The 'Minhas conversas' page is lazy-loaded from components/conversations-page. */
export { ChatWidget, CHAT_WIDGET_HASH } from './components/chat-widget';
