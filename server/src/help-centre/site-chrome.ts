import { escapeHtml } from './page-markup.js';

/**
 * The public site's header and footer as the client's SiteFrame renders them (client/src/features/public-site/components),
 * written into the server's HTML so the client's first render replaces the page with the same boxes: nothing moves when
 * the script arrives (a header that only the client adds pushed the whole article down). Keep the two in step; the
 * help-centre e2e measures the layout shift.
 */

const BRAND_MARK = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true" focusable="false">` +
  `<rect width="64" height="64" rx="16" fill="#0b6e4f"></rect><path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#fff"></path></svg>`;

// The light theme's icon: the theme is the visitor's choice kept in their browser, and both icons have the same size.
const MOON_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
  'stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z"></path></svg>';

export interface SiteChrome {
  siteName: string;
  /** The app host's login page ("Área de Assessorados"). */
  loginHref: string;
}

export function siteHeader({ siteName, loginHref }: SiteChrome): string {
  return (
    `<header class="site-header"><nav class="site-container site-header__bar" aria-label="Principal">` +
    `<a href="/" class="site-header__brand">${BRAND_MARK(30)}<span>${escapeHtml(siteName)}</span></a>` +
    `<div class="site-header__actions">` +
    `<button type="button" class="site-icon-btn site-icon-btn--ghost" aria-label="Tema escuro" aria-pressed="false">${MOON_ICON}</button>` +
    `<a class="site-btn site-btn--primary" href="${escapeHtml(loginHref)}">Área de Assessorados</a>` +
    `</div></nav></header>`
  );
}

export function siteFooter({ siteName }: SiteChrome, year: number): string {
  return (
    `<footer class="site-footer site-footer--clears-chat"><div class="site-container site-footer__inner">` +
    `<p class="site-footer__brand">${BRAND_MARK(24)}<span>${escapeHtml(siteName)}</span></p>` +
    `<nav aria-label="Rodapé"><ul class="site-footer__links">` +
    `<li><a href="/duvidas">Dúvidas frequentes</a></li><li><a href="/privacy">Política de Privacidade</a></li>` +
    `<li><a href="/terms">Termos de Uso</a></li></ul></nav>` +
    `<p class="site-footer__copy">© ${year} ${escapeHtml(siteName)}. Assessoria para estudantes de medicina no Paraguai.</p>` +
    `</div></footer>`
  );
}

/** A page's content inside the site's frame, as SiteFrame lays it out. */
export const inSiteFrame = (chrome: SiteChrome, content: string, year = new Date().getFullYear()) =>
  `<div class="site">${siteHeader(chrome)}<main class="site-page">${content}</main>${siteFooter(chrome, year)}</div>`;
