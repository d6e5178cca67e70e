import { LandingPage } from '@/features/public-site';
import { CHAT_WIDGET_HASH, ChatWidget } from '@/features/chat';

/** The public landing with the chat widget (both in this chunk: the first thing a visitor of the site sees). */
export default function LandingRoute() {
  return <LandingPage chat={{ widget: <ChatWidget />, openHref: CHAT_WIDGET_HASH }} />;
}
