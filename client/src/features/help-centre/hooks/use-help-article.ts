import { useEffect, useState } from 'react';
import type { HelpArticle } from '@app/contracts';
import { isApiError } from '@/lib/api-client';
import { getHelpArticle } from '@/features/help-centre/api/get-help-article';
import { embeddedArticle } from '@/features/help-centre/logic/page-data';

export type HelpArticleState =
  | { status: 'loading' }
  | { status: 'ready'; article: HelpArticle }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The article the address names: the one the server put in the page, or asked for when it is not there. */
export function useHelpArticle(slug: string): HelpArticleState {
  const [state, setState] = useState<HelpArticleState>(() => {
    const article = embeddedArticle(slug);
    return article ? { status: 'ready', article } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    const controller = new AbortController();
    getHelpArticle(slug, controller.signal).then(
      (article) => setState({ status: 'ready', article }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(failure) && failure.status === 404) setState({ status: 'missing' });
        else setState({ status: 'failed', message: 'Não foi possível abrir o artigo agora. Tente de novo.' });
      },
    );
    return () => controller.abort();
  }, [slug, state.status]);

  return state;
}
