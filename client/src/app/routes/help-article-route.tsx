import { useState } from 'react';
import { PUBLIC_ROUTES, matchPage } from '@app/contracts/routes';
import { SiteFrame } from '@/features/public-site';
import { HelpArticlePage, topicDraft } from '@/features/help-centre';
import { CHAT_WIDGET_HASH, ChatWidget } from '@/features/chat';

/** /duvidas/:slug: one article in the site frame; "Falar com a assessoria" opens the widget with its topic typed in. */
export default function HelpArticleRoute() {
  const [slug] = useState(() => matchPage(PUBLIC_ROUTES, window.location.pathname)?.params.slug ?? '');
  const [draft, setDraft] = useState<string>();
  return (
    <>
      <SiteFrame clearsFloatingChat>
        <HelpArticlePage slug={slug} chatHref={CHAT_WIDGET_HASH} onAsk={(titulo) => setDraft(topicDraft(titulo))} />
      </SiteFrame>
      <ChatWidget draft={draft} />
    </>
  );
}
