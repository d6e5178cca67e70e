import { BACKUP_KEEP_DEFAULT, backupMaxAgeDays, RETENTION_DEFAULT_DAYS } from '@app/contracts';
import { SITE_NAME } from '@/content/site';

/** The privacy policy's Portuguese version: the rights, how to use them, each retention period and who to contact. */
export function PrivacySummaryPt({ settingsUrl }: { settingsUrl: string }) {
  const days = RETENTION_DEFAULT_DAYS;
  return (
    <section lang="pt-BR" aria-labelledby="versao-pt" className="legal__translation">
      <h2 id="versao-pt">Versão em português</h2>
      <p>
        Esta política explica quais dados pessoais a {SITE_NAME} trata e como você exerce os seus direitos pela Lei Geral de Proteção de
        Dados (LGPD, Lei nº 13.709/2018). O texto em inglês abaixo traz os mesmos pontos em detalhe.
      </p>
      <h3>Seus direitos e como exercê-los</h3>
      <ul>
        <li>
          <strong>Acesso e cópia (portabilidade)</strong>: em <a href={settingsUrl}>Configurações da Conta</a>, “Baixar meus dados”
          gera um arquivo JSON com tudo o que guardamos sobre você, e planilhas (CSV) das suas conversas e cartões.
        </li>
        <li>
          <strong>Correção</strong>: na mesma página você corrige seu nome, e-mail (confirmando a senha) e número de WhatsApp.
        </li>
        <li>
          <strong>Exclusão</strong>: na mesma página você exclui sua conta e tudo o que ela contém; quem chegou pelo Facebook pode pedir
          a exclusão removendo o nosso aplicativo e acompanhar o pedido na página de status da exclusão.
        </li>
        <li>
          <strong>Consentimento e revogação</strong>: só enviamos novidades pelo WhatsApp a quem marcou essa opção (ela vem
          desmarcada no cadastro). Você muda a escolha quando quiser nas Configurações, onde também vê o histórico de cada escolha e
          a versão dos Termos de Uso e desta Política que aceitou ao criar a conta.
        </li>
      </ul>
      <h3>Por quanto tempo guardamos</h3>
      <p>Conta, conversas e estudos ficam enquanto a conta existir. Uma rotina diária apaga o restante nestes prazos:</p>
      <ul>
        <li>registro de acessos e de ações da equipe sobre seus dados (sem o conteúdo das mensagens): {days.auditoria} dias (o Marco Civil exige ao menos 6 meses);</li>
        <li>áudios gerados que ninguém ouviu por {days.audioSemUso} dias;</li>
        <li>notificações brutas do WhatsApp: {days.webhooks} dias depois de processadas;</li>
        <li>contadores de tentativas de login: {days.tentativasLogin} dias; sessões e links de nova senha: assim que expiram;</li>
        <li>pedidos de exclusão pelo Facebook: após {days.pedidosExclusao} dias o ID do Facebook é anonimizado.</li>
      </ul>
      <p>
        Cópias de segurança do banco de dados são guardadas por até {backupMaxAgeDays(BACKUP_KEEP_DEFAULT)} dias e então apagadas; uma
        conta excluída continua excluída se uma cópia anterior for restaurada.
      </p>
      <h3>Contato</h3>
      <p>
        Para exercer seus direitos ou tirar dúvidas, fale conosco pelo assistente do site ou pelo botão de WhatsApp da página inicial.
        Respondemos nos prazos da LGPD.
      </p>
    </section>
  );
}
