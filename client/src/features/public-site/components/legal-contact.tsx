import type { SiteView } from '@/features/public-site/logic/site-view';

const mailto = (text: string) => {
  const email = /[^\s<>,;()]+@[^\s<>,;()]+\.[a-z]{2,}/i.exec(text)?.[0];
  return email ? <a href={`mailto:${email}`}>{text}</a> : text;
};

/**
 * Who answers for the site and how to reach them, from what the advisory set in /admin/site; a line it did not fill is
 * left out (never an example address). Portuguese or English, as the section around it.
 */
export function LegalContact({ site, lang }: { site: SiteView; lang: 'pt' | 'en' }) {
  const { cnpj, email, privacy } = site.legal;
  const pt = lang === 'pt';
  return (
    <ul className="legal__contact">
      <li>
        {pt ? 'Responsável pelo site' : 'Operator of the website'}: {site.name}
        {cnpj ? `, CNPJ ${cnpj}` : ''}
      </li>
      {email && (
        <li>
          {pt ? 'E-mail de contato' : 'Contact e-mail'}: {mailto(email)}
        </li>
      )}
      {privacy && (
        <li>
          {pt ? 'Encarregado pelo tratamento de dados pessoais (LGPD, art. 41)' : 'Data protection officer (LGPD art. 41)'}:{' '}
          {mailto(privacy)}
        </li>
      )}
      <li>
        {pt
          ? 'Você também pode falar conosco pelo assistente (chat) do site, que encaminha o pedido à equipe.'
          : 'You can also reach us through the chat assistant on the website, which passes your request on to our team.'}
      </li>
    </ul>
  );
}
