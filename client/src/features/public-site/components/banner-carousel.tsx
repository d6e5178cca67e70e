import { useCallback, useState } from 'react';
import type { BannerSlide } from '@/content/site';
import { useAutoAdvance } from '@/features/public-site/hooks/use-auto-advance';
import { usePauseOnInteraction } from '@/features/public-site/hooks/use-pause-on-interaction';
import { useReducedMotion } from '@/features/public-site/hooks/use-reduced-motion';
import { Icon } from '@/components/ui/icons';
import './site-base.css';
import './banner-carousel.css';

export const BANNER_INTERVAL_MS = 6000;

/** A slide whose call to action is already a link (or gone, when it led nowhere on this page). */
export type ShownSlide = Omit<BannerSlide, 'acao'> & { acao?: { texto: string; href: string; external: boolean } };

interface BannerCarouselProps {
  slides: readonly ShownSlide[];
  /** The page's h1 (kept for screen readers and search engines; the slides carry the visible titles). */
  heading: string;
}

/**
 * Hero carousel: cross-fades (300 ms) to the next slide every 6 s, with arrows, a progress bar per slide
 * and a pause button. Hover or focus inside pauses it; with prefers-reduced-motion it neither fades nor
 * rotates by itself.
 */
export function BannerCarousel({ slides, heading }: BannerCarouselProps) {
  const [index, setIndex] = useState(0);
  // Bumps on every slide change, so the progress bar restarts even when the same slide comes back.
  const [cycle, setCycle] = useState(0);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const { interacting, handlers } = usePauseOnInteraction();
  const count = slides.length;
  const autoplay = !stopped && !reducedMotion && count > 1;
  const running = autoplay && !interacting;

  const go = useCallback(
    (step: number) => {
      setIndex((current) => (current + step + count) % count);
      setCycle((c) => c + 1);
    },
    [count],
  );
  useAutoAdvance(BANNER_INTERVAL_MS, running, cycle, () => go(1));

  // No slides (none set, or the content has not arrived): the page keeps its heading.
  if (count === 0) {
    return (
      <h1 id="site-banner-heading" className="visually-hidden">
        {heading}
      </h1>
    );
  }
  const current = slides[index]!;

  return (
    <section className="site-banner" aria-roledescription="carrossel" aria-labelledby="site-banner-heading" {...handlers}>
      <h1 id="site-banner-heading" className="visually-hidden">
        {heading}
      </h1>
      <div className="site-container site-banner__viewport" data-reduced-motion={reducedMotion || undefined}>
        {slides.map((slide, i) => {
          const active = i === index;
          const external = slide.acao?.external;
          return (
            <div
              key={slide.imagem + i}
              className="site-banner__slide"
              data-active={active}
              data-testid="banner-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${count}`}
              aria-hidden={!active}
              inert={!active}
            >
              <div className="site-banner__text">
                {slide.selo && <p className="site-banner__eyebrow">{slide.selo}</p>}
                <h2 className="site-banner__title">{slide.titulo}</h2>
                <p className="site-banner__description">{slide.descricao}</p>
                {slide.acao && (
                  <a
                    className="site-btn site-btn--primary site-btn--lg"
                    href={slide.acao.href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {slide.acao.texto}
                  </a>
                )}
              </div>
              <img
                className="site-banner__image"
                src={slide.imagem}
                alt=""
                width={640}
                height={480}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="site-container site-banner__controls">
          <button type="button" className="site-icon-btn" onClick={() => go(-1)} aria-label="Slide anterior">
            <Icon name="chevron-left" />
          </button>
          <div className="site-banner__progress" aria-hidden="true">
            {slides.map((slide, i) => (
              <span
                key={slide.imagem + i}
                className="site-banner__track"
                data-state={i < index ? 'done' : i === index ? 'current' : 'next'}
              >
                {i === index && (
                  <span
                    key={cycle}
                    className="site-banner__fill"
                    data-testid="banner-progress"
                    data-cycle={cycle}
                    data-running={running}
                    data-animated={autoplay}
                  />
                )}
              </span>
            ))}
          </div>
          <button
            type="button"
            className="site-icon-btn"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Retomar apresentação' : 'Pausar apresentação'}
            hidden={reducedMotion}
          >
            <Icon name={stopped ? 'play' : 'pause'} />
          </button>
          <button type="button" className="site-icon-btn" onClick={() => go(1)} aria-label="Próximo slide">
            <Icon name="chevron-right" />
          </button>
          <p className="visually-hidden" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
            {`Slide ${index + 1} de ${count}: ${current.titulo}`}
          </p>
        </div>
      )}
    </section>
  );
}
