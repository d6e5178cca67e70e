import type { SiteView } from '@/features/public-site/logic/site-view';
import { LegalContact } from './legal-contact';

/** The terms of use in Portuguese, for Brazilian users (the English version follows it on the page). */
export function TermsPt({ site, settingsUrl }: { site: SiteView; settingsUrl: string }) {
  return (
    <>
      <p>
        Estes termos regem o uso do site da {site.name}, do seu assistente virtual (chat), da Área de Assessorados e do nosso
        canal de WhatsApp (juntos, o “serviço”). Ao criar uma conta ou usar o serviço, você concorda com eles. Leia também a nossa{' '}
        <a href="/privacy">Política de Privacidade</a>.
      </p>

      <h2>1. Quem pode usar</h2>
      <p>
        Para criar uma conta ou usar o serviço você precisa ter ao menos 18 anos e capacidade para assumir obrigações. Ao usá-lo,
        você confirma que cumpre esse requisito.
      </p>

      <h2>2. O serviço</h2>
      <p>
        Orientamos quem quer estudar medicina no exterior, principalmente no Paraguai: informações sobre universidades,
        documentos, legalização e matrícula, e ferramentas de estudo como os flashcards. As decisões de admissão são das
        universidades e das autoridades envolvidas; não garantimos vaga, preços nem prazos definidos por terceiros.
      </p>

      <h2>3. Sua conta</h2>
      <ul>
        <li>Informe dados verdadeiros, inclusive um número de WhatsApp que seja seu, e mantenha-os atualizados.</li>
        <li>Guarde a sua senha em sigilo; você responde pelo que for feito na sua conta.</li>
        <li>Avise-nos logo se suspeitar de uso não autorizado.</li>
      </ul>

      <h2>4. O assistente virtual</h2>
      <p>
        O assistente do chat usa inteligência artificial para responder perguntas sobre estudar medicina e sobre o nosso serviço.
        As respostas são geradas automaticamente, podem ser incompletas ou imprecisas e não são aconselhamento jurídico,
        migratório, financeiro ou médico. Confirme informações importantes com os nossos assessores antes de decidir. A nossa
        equipe pode ler as conversas para ajudar você, desligar o assistente na sua conta e responder pessoalmente. Não envie
        dados pessoais sensíveis pelo chat.
      </p>

      <h2>5. WhatsApp</h2>
      <p>
        Quando você nos informa o seu WhatsApp, as respostas dos assessores também podem chegar a ele, e podemos enviar mensagens
        sobre períodos de matrícula e serviços, se você aceitou recebê-las. O uso do WhatsApp segue também os termos da Meta. Você
        pode pedir que paremos as mensagens não essenciais quando quiser, respondendo a elas ou escrevendo para nós. Valem as
        tarifas de dados da sua operadora.
      </p>

      <h2>6. Uso aceitável</h2>
      <ul>
        <li>Não use o serviço para fins ilícitos, abusivos, enganosos ou de assédio.</li>
        <li>Não tente acessar contas ou dados de outras pessoas, nem interromper ou sobrecarregar o serviço.</li>
        <li>Não envie conteúdo que você não tem direito de compartilhar; você responde pelos flashcards e mensagens que cria.</li>
      </ul>
      <p>Podemos suspender ou encerrar contas que descumpram estes termos.</p>

      <h2>7. Propriedade intelectual</h2>
      <p>
        O site, os seus textos, ilustrações e software pertencem à {site.name} ou aos seus licenciantes. Você mantém os direitos
        sobre o conteúdo que cria e nos concede a licença necessária para guardá-lo e exibi-lo a você e à nossa equipe para
        prestar o serviço.
      </p>

      <h2>8. Exclusão da conta</h2>
      <p>
        Você pode excluir a sua conta definitivamente a qualquer momento em <a href={settingsUrl}>Configurações da Conta</a>, na
        Área de Assessorados. A exclusão apaga conversas, decks, cartões e áudios e não pode ser desfeita. A Política de
        Privacidade descreve outras formas de pedir a exclusão.
      </p>

      <h2>9. Responsabilidade</h2>
      <p>
        O serviço é oferecido no estado em que se encontra. Na medida permitida pela lei, não respondemos por danos indiretos nem
        por decisões tomadas com base em respostas geradas automaticamente. Nada nestes termos limita os seus direitos pelo Código
        de Defesa do Consumidor.
      </p>

      <h2>10. Alterações</h2>
      <p>
        Podemos atualizar estes termos; a data no topo indica a versão em vigor. Se a mudança for relevante, avisaremos com
        antecedência pelo site ou por mensagem. Continuar usando o serviço depois que ela valer significa aceitá-la.
      </p>

      <h2>11. Lei aplicável e contato</h2>
      <p>Estes termos seguem as leis do Brasil. Dúvidas? Fale conosco:</p>
      <LegalContact site={site} lang="pt" />
    </>
  );
}
