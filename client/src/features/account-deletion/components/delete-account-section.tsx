import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { noteAccountDeleted } from '@/lib/account-deleted-note';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { deleteAccount } from '@/features/account-deletion/api/delete-account';
import './delete-account-section.css';

export const CONFIRM_DELETE = 'Tem certeza que deseja excluir sua conta? Essa ação é irreversível.';
export const DELETE_FAILED = 'Erro ao excluir conta.';

/** 'Excluir conta' on /painel/config (SPEC §5.6, §8): permanent self-deletion after a confirmation. */
export function DeleteAccountSection() {
  const { leave } = useAuth();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    if (!window.confirm(CONFIRM_DELETE)) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount();
      // Forgets the stored user (session storage 'user') and the socket, then a full load of the login page, which
      // reads the note and confirms the deletion. The full load also drops every cached screen of the deleted account.
      noteAccountDeleted();
      leave('/login');
    } catch (failure) {
      setError((isApiError(failure) && failure.serverMessage) || DELETE_FAILED);
      setDeleting(false);
    }
  };

  return (
    <section className="settings-danger" aria-labelledby="settings-danger-title">
      <h2 id="settings-danger-title" className="settings-danger__title">
        Excluir conta
      </h2>
      <p className="settings-danger__text">
        Apaga de forma permanente sua conta, seus decks e flashcards, os áudios gerados e o histórico de conversas. Não é possível
        desfazer.
      </p>
      {error && (
        <Alert tone="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div>
        <Button variant="danger" loading={deleting} onClick={() => void remove()}>
          {deleting ? 'Excluindo...' : 'Excluir minha conta'}
        </Button>
      </div>
    </section>
  );
}
