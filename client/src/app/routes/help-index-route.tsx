import { SiteFrame } from '@/features/public-site';
import { HelpIndexPage } from '@/features/help-centre';
import { ChatWidget } from '@/features/chat';

/** /duvidas: the help centre's index in the site frame, with the chat widget. */
export default function HelpIndexRoute() {
  return (
    <>
      <SiteFrame clearsFloatingChat>
        <HelpIndexPage />
      </SiteFrame>
      <ChatWidget />
    </>
  );
}
