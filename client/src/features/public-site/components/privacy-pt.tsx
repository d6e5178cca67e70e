import { BACKUP_KEEP_DEFAULT, backupMaxAgeDays, RETENTION_DEFAULT_DAYS } from '@app/contracts';
import type { SiteView } from '@/features/public-site/logic/site-view';
import { LegalContact } from './legal-contact';

const SECOES = [
  ['quem-somos', 'Quem somos'],
  ['dados-que-coletamos', 'Dados que coletamos'],
  ['finalidades', 'Para que usamos os seus dados'],
  ['compartilhamento', 'Com quem compartilhamos'],
  ['cookies-e-armazenamento', 'Cookies e armazenamento local'],
  ['prazos', 'Por quanto tempo guardamos'],
  ['direitos', 'Seus direitos pela LGPD'],
  ['exclusao', 'Como excluir os seus dados'],
  ['seguranca', 'Segurança'],
  ['menores', 'Menores de idade'],
  ['alteracoes', 'Alterações desta política'],
  ['contato', 'Contato e encarregado'],
] as const;

/** The privacy policy in Portuguese, for Brazilian users and the LGPD (the English version follows it on the page). */
export function PrivacyPt({ site, settingsUrl }: { site: SiteView; settingsUrl: string }) {
  const days = RETENTION_DEFAULT_DAYS;
  return (
    <>
      <p>
        Esta política explica quais dados pessoais a {site.name} trata quando você usa o nosso site, o assistente virtual (chat),
        a Área de Assessorados (flashcards e conversas) e o nosso canal de WhatsApp, para que os usamos e como você exerce os seus
        direitos pela Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, a “LGPD”).
      </p>

      <nav className="legal__toc" aria-labelledby="indice-privacidade">
        <h2 id="indice-privacidade">Índice</h2>
        <ol>
          {SECOES.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ol>
      </nav>

      <h2 id="quem-somos">1. Quem somos</h2>
      <p>
        A {site.name} é uma assessoria para estudantes brasileiros que querem cursar medicina no exterior, principalmente no
        Paraguai. Para os tratamentos descritos aqui, somos a controladora dos dados (LGPD, art. 5º, VI). Os nossos dados de
        contato estão na seção 12.
      </p>

      <h2 id="dados-que-coletamos">2. Dados que coletamos</h2>
      <ul>
        <li>
          <strong>Dados de cadastro</strong>: nome, e-mail, número de WhatsApp (com o código do país) e senha, guardada apenas
          como hash irreversível.
        </li>
        <li>
          <strong>Conversas</strong>: as mensagens trocadas com o assistente virtual e com os nossos assessores, com data e hora,
          e os áudios das respostas que você escolhe ouvir.
        </li>
        <li>
          <strong>Dados de estudo</strong>: os decks e cartões de flashcards que você cria e o seu histórico de revisões.
        </li>
        <li>
          <strong>Dados vindos da Meta</strong>: se você chega pelo nosso aplicativo do Facebook ou pelo WhatsApp, a Meta nos
          envia o seu identificador no aplicativo, o seu número de WhatsApp e as mensagens que você nos manda.
        </li>
        <li>
          <strong>Dados técnicos</strong>: endereço IP, tipo de navegador e horário dos acessos, registrados para manter o serviço
          seguro e funcionando.
        </li>
      </ul>
      <p>Não pedimos dados pessoais sensíveis e pedimos que você não envie documentos de saúde ou financeiros pelo chat.</p>

      <h2 id="finalidades">3. Para que usamos os seus dados</h2>
      <ul>
        <li>Criar e proteger a sua conta e manter você conectado (execução de contrato, LGPD art. 7º, V).</li>
        <li>
          Responder às suas perguntas pelo assistente virtual e pelos assessores, e enviar as respostas dos assessores ao seu
          WhatsApp (execução de contrato e pedido seu).
        </li>
        <li>Oferecer os flashcards e lembrar o seu progresso (execução de contrato).</li>
        <li>
          Enviar novidades sobre matrículas e serviços pelo WhatsApp, só se você marcou essa opção; você pode desistir quando
          quiser (consentimento, art. 7º, I).
        </li>
        <li>Evitar abusos, corrigir problemas e cumprir obrigações legais (legítimo interesse e obrigação legal).</li>
      </ul>

      <h2 id="compartilhamento">4. Com quem compartilhamos</h2>
      <p>
        Nunca vendemos os seus dados. Só os compartilhamos com fornecedores que os tratam em nosso nome e sob as nossas
        instruções:
      </p>
      <ul>
        <li>OpenAI, quando usada, para gerar respostas do assistente e os áudios das mensagens;</li>
        <li>Meta Platforms (WhatsApp Business Platform), para entregar mensagens no seu WhatsApp;</li>
        <li>os provedores de hospedagem e de banco de dados que guardam os dados do serviço.</li>
      </ul>
      <p>
        Alguns desses fornecedores ficam fora do Brasil; essas transferências internacionais seguem o art. 33 da LGPD, com
        garantias contratuais. Também podemos revelar dados quando a lei ou uma autoridade competente exigir.
      </p>

      <h2 id="cookies-e-armazenamento">5. Cookies e armazenamento local</h2>
      <p>
        Usamos apenas o estritamente necessário para o serviço funcionar, sem cookies de publicidade ou de rastreamento de
        terceiros:
      </p>
      <ul>
        <li>um cookie de sessão que mantém você conectado e expira após um período sem uso;</li>
        <li>um cookie de segurança (XSRF-TOKEN) que protege os formulários contra falsificação de requisições;</li>
        <li>a sua preferência de tema claro ou escuro, guardada no armazenamento local do navegador.</li>
      </ul>

      <h2 id="prazos">6. Por quanto tempo guardamos</h2>
      <p>Conta, conversas e estudos ficam enquanto a conta existir. Uma rotina diária apaga o restante nestes prazos:</p>
      <ul>
        <li>
          registro de acessos e de ações da equipe sobre os seus dados (quem, quando e de qual IP, nunca o conteúdo das
          mensagens): {days.auditoria} dias (o Marco Civil da Internet, art. 15, exige ao menos 6 meses);
        </li>
        <li>áudios gerados que ninguém ouviu por {days.audioSemUso} dias;</li>
        <li>notificações brutas do WhatsApp: {days.webhooks} dias depois de processadas;</li>
        <li>contadores de tentativas de login: {days.tentativasLogin} dias; sessões e links de nova senha: assim que expiram;</li>
        <li>
          pedidos de exclusão pelo Facebook: após {days.pedidosExclusao} dias o ID do Facebook é anonimizado (o código de
          confirmação continua valendo);
        </li>
        <li>
          cópias de segurança do banco de dados: no máximo {backupMaxAgeDays(BACKUP_KEEP_DEFAULT)} dias; uma conta excluída
          continua excluída se uma cópia anterior for restaurada.
        </li>
      </ul>
      <p>Podemos guardar o mínimo necessário para cumprir obrigações legais.</p>

      <h2 id="direitos">7. Seus direitos pela LGPD</h2>
      <p>Pelo art. 18 da LGPD você pode, a qualquer momento e sem custo:</p>
      <ul>
        <li>confirmar se tratamos os seus dados e acessá-los;</li>
        <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
        <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
        <li>pedir a portabilidade dos seus dados a outro fornecedor;</li>
        <li>pedir a eliminação dos dados tratados com o seu consentimento e revogar esse consentimento;</li>
        <li>saber com quem compartilhamos os seus dados e as consequências de não consentir;</li>
        <li>opor-se a tratamento irregular e reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
      </ul>
      <p>
        Conectado, você faz quase tudo sozinho em <a href={settingsUrl}>Configurações da Conta</a>: corrige nome, e-mail e
        WhatsApp; baixa uma cópia de todos os seus dados (“Baixar meus dados”, um arquivo JSON e planilhas das conversas e dos
        cartões); vê o histórico do consentimento para novidades (que vem desmarcado no cadastro) e o muda quando quiser, junto
        com a versão destes termos e desta política que você aceitou ao criar a conta.
      </p>

      <h2 id="exclusao">8. Como excluir os seus dados</h2>
      <ul>
        <li>
          <strong>Na Área de Assessorados</strong>: entre e abra <a href={settingsUrl}>Configurações da Conta</a> e exclua a conta
          definitivamente. Conversas, decks, cartões e áudios são apagados com ela.
        </li>
        <li>
          <strong>Pelo Facebook</strong>: em Configurações e privacidade → Configurações → Aplicativos e sites, remova o nosso
          aplicativo pedindo a exclusão dos dados. A Meta nos envia o pedido e mostra a você um código de confirmação.
        </li>
      </ul>
      <p>
        Acompanhe um pedido feito pelo Facebook na <a href="/deletion-status">página de status da exclusão</a>, com o código de
        confirmação.
      </p>

      <h2 id="seguranca">9. Segurança</h2>
      <p>
        Usamos conexões criptografadas (HTTPS), senhas com hash, proteção contra falsificação de requisições e controles de acesso
        que limitam cada pessoa aos próprios dados e a equipe ao necessário para atender você. Nenhum sistema é perfeitamente
        seguro: se um incidente puder causar risco ou dano relevante, avisaremos você e a ANPD, como a lei exige.
      </p>

      <h2 id="menores">10. Menores de idade</h2>
      <p>O serviço é destinado a maiores de 18 anos. Não coletamos, de propósito, dados de menores.</p>

      <h2 id="alteracoes">11. Alterações desta política</h2>
      <p>
        Podemos atualizar esta política; a data no topo indica a versão atual. Quando a mudança for relevante, avisaremos pelo
        site ou por mensagem.
      </p>

      <h2 id="contato">12. Contato e encarregado</h2>
      <p>Para exercer os seus direitos ou tirar dúvidas sobre esta política, fale conosco. Respondemos nos prazos da LGPD.</p>
      <LegalContact site={site} lang="pt" />
    </>
  );
}
