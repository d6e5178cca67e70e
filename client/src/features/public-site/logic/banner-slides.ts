import type { SiteSlide, SiteSlideDestination } from '@app/contracts';
import { ASSISTANT_DESTINATION, WHATSAPP_DESTINATION, type BannerSlide } from '@/content/site';
import type { ShownSlide } from '@/features/public-site/components/banner-carousel';
import { resolveWithFallback, type DestinationLinks } from './menu-destination';

/** Where each button choice of /admin/site leads on the landing, and where instead while that place is not shown. */
const DESTINATIONS: Record<SiteSlideDestination, Omit<NonNullable<BannerSlide['acao']>, 'texto'>> = {
  assessores: { destino: '#assessores', alternativa: ASSISTANT_DESTINATION },
  assessorados: { destino: '#assessorados' },
  assistente: { destino: ASSISTANT_DESTINATION },
  whatsapp: { destino: WHATSAPP_DESTINATION, alternativa: ASSISTANT_DESTINATION },
  duvidas: { destino: '/duvidas' },
};

/** The advisory's slides in the landing's terms (an unknown destination, from a newer server, drops the button). */
export function bannerSlides(slides: readonly SiteSlide[]): BannerSlide[] {
  return slides.map(({ selo, titulo, descricao, imagem, acao }) => {
    const target = acao ? DESTINATIONS[acao.destino] : undefined;
    return {
      titulo,
      descricao,
      imagem,
      ...(selo ? { selo } : {}),
      ...(acao && target ? { acao: { texto: acao.texto, ...target } } : {}),
    };
  });
}

/** Each slide's call to action as a link, or without one when it would lead nowhere on this page. */
export function shownSlides(slides: readonly BannerSlide[], links: DestinationLinks): ShownSlide[] {
  return slides.map(({ acao, ...slide }) => {
    const target = acao && resolveWithFallback(acao, links);
    return target ? { ...slide, acao: { texto: acao.texto, ...target } } : slide;
  });
}
