import { useAuth } from '@/lib/auth';
import { Spinner } from '@/components/ui/spinner';
import { Conversation } from '@/features/chat/components/conversation';
import '@/features/chat/components/chat.css';

/** 'Minhas conversas' (/painel/conversas): the user's conversation with the assistant and the team. */
export default function ConversationsPage() {
  const { user } = useAuth();
  if (!user) return <Spinner label="Carregando..." />;
  return (
    <section className="chat-page" aria-labelledby="chat-page-title">
      <header className="chat-page__header">
        <h1 id="chat-page-title">Minhas conversas</h1>
        <p className="chat-page__lead">
          Suas perguntas à assistente virtual e as respostas da equipe de assessores, em um só lugar.
        </p>
      </header>
      <div className="chat-page__card">
        <Conversation
          user={user}
          variant="page"
          emptyState={
            <div className="chat-empty">
              <p className="chat-empty__title">Você ainda não tem mensagens.</p>
              <p>
                Faça sua primeira pergunta à <strong>assistente virtual</strong> na caixa abaixo — ela responde na hora, e a
                equipe de assessores acompanha a conversa e responde por aqui.
              </p>
            </div>
          }
        />
      </div>
    </section>
  );
}
