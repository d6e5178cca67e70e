import type { BannerSlide } from '@/content/site';
import type { ShownSlide } from '@/features/public-site/components/banner-carousel';
import { resolveWithFallback, type DestinationLinks } from './menu-destination';

/** Each slide's call to action as a link, or without one when it would lead nowhere on this page. */
export function shownSlides(slides: readonly BannerSlide[], links: DestinationLinks): ShownSlide[] {
  return slides.map(({ acao, ...slide }) => {
    const target = acao && resolveWithFallback(acao, links);
    return target ? { ...slide, acao: { texto: acao.texto, ...target } } : slide;
  });
}
