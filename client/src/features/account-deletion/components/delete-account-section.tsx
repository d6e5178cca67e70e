import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { noteAccountDeleted } from '@/lib/account-deleted-note';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { deleteAccount } from '@/features/account-deletion/api/delete-account';
import './delete-account-section.css';

export const CONFIRM_DELETE = 'Tem certeza que deseja excluir sua conta? Essa ação é irreversível.';
export const DELETE_FAILED = 'Erro ao excluir conta.';
export const PASSWORD_MISSING = 'Informe sua senha para excluir a conta.';

/**
 * 'Excluir conta' on /painel/config: says what goes, asks for the account's password (a session left open on a shared
 * computer is not enough), then the confirmation (docs/security.md).
 */
export function DeleteAccountSection() {
  const { leave } = useAuth();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    if (!window.confirm(CONFIRM_DELETE)) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(password);
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
      <p className="settings-danger__text">Excluir a conta apaga de forma permanente:</p>
      <ul className="settings-danger__list">
        <li>sua conta e seus dados de cadastro (nome, e-mail e WhatsApp);</li>
        <li>seus decks, flashcards, respostas de estudo e os áudios gerados;</li>
        <li>suas conversas com o assistente e com a assessoria, e os arquivos enviados;</li>
        <li>sua etapa na matrícula, documentos marcados e preferências.</li>
      </ul>
      <p className="settings-danger__text">
        Não é possível desfazer. Fica registrado apenas que uma conta foi excluída, e quando, sem seus dados.
      </p>
      {error && (
        <Alert tone="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <form className="settings-danger__form" onSubmit={(event) => void remove(event)} noValidate>
        <TextField
          label="Sua senha (obrigatória)"
          type="password"
          autoComplete="current-password"
          required
          aria-required="true"
          value={password}
          error={missing && !password ? PASSWORD_MISSING : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div>
          <Button type="submit" variant="danger" loading={deleting}>
            {deleting ? 'Excluindo...' : 'Excluir minha conta'}
          </Button>
        </div>
      </form>
    </section>
  );
}
