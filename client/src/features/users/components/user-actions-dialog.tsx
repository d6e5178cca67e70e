import { useEffect, useRef, useState } from 'react';
import { PASSWORD_RESET_TTL_MINUTES, type AdminUser, type AdminUserUpdate, type PasswordResetLink } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import {
  useCreateResetLink,
  useDeleteUser,
  useResetChannels,
  useSendResetLink,
  useSetUserActive,
  useUpdateUser,
} from '@/features/users/hooks/use-users';
import { roleLabel } from '@/features/users/logic/user-form-schema';
import { CHANNEL_WORDS, resetChannelFor } from '@/features/users/logic/user-list';
import { EditUserForm } from './edit-user-form';
import { ResetLinkPanel } from './reset-link-panel';

type View = 'menu' | 'editar' | 'desativar' | 'reativar' | 'excluir' | 'link';

interface UserActionsDialogProps {
  user: AdminUser;
  onClose(): void;
  /** The account was deleted: the page says so once the dialog is gone. */
  onDeleted(user: AdminUser): void;
}

const failureOf = (error: unknown) => (isApiError(error) && error.serverMessage) || 'Não foi possível concluir. Tente novamente.';

/** Everything an admin does to one account, one step at a time; the server's Portuguese refusals show here. */
export function UserActionsDialog({ user: initial, onClose, onDeleted }: UserActionsDialogProps) {
  const [user, setUser] = useState(initial);
  const [view, setView] = useState<View>('menu');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<PasswordResetLink | null>(null);
  const channels = useResetChannels();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const remove = useDeleteUser();
  const createLink = useCreateResetLink();
  const sendLink = useSendResetLink();
  const channel = resetChannelFor(user, channels.data);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstView = useRef(true);

  // A new step replaces the button that had the focus: the focus moves to the step's first control.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    stepRef.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [view]);
  const busy = setActive.isPending || remove.isPending || createLink.isPending || sendLink.isPending;

  const go = (next: View) => {
    setFailure(null);
    setNotice(null);
    setView(next);
  };

  /** Runs one action; on success shows `done` in the menu, on failure the server's words in the current view. */
  async function run(action: () => Promise<void>) {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  const save = (changes: AdminUserUpdate) =>
    run(async () => {
      const saved = await update.mutateAsync({ id: user.id, changes });
      const roleChanged = saved.role !== user.role;
      setUser(saved);
      go('menu');
      setNotice(
        roleChanged
          ? `Dados salvos. ${saved.username} foi desconectado(a) e entra de novo como ${roleLabel(saved.role)}.`
          : 'Dados salvos.',
      );
    });

  const toggleActive = (ativo: boolean) =>
    run(async () => {
      setUser(await setActive.mutateAsync({ id: user.id, ativo }));
      go('menu');
      setNotice(
        ativo
          ? 'Conta reativada: a pessoa pode entrar de novo.'
          : 'Conta desativada: a pessoa foi desconectada e não consegue entrar.',
      );
    });

  const generate = () =>
    run(async () => {
      setLink(await createLink.mutateAsync(user.id));
      go('link');
    });

  const send = () =>
    run(async () => {
      const sent = await sendLink.mutateAsync(user.id);
      setNotice(`Link enviado por ${CHANNEL_WORDS[sent.canal]}. Ele vale por ${PASSWORD_RESET_TTL_MINUTES} minutos.`);
    });

  const confirmDelete = () =>
    run(async () => {
      await remove.mutateAsync(user.id);
      onDeleted(user);
    });

  const description = `${user.email} · ${roleLabel(user.role)}${user.ativo ? '' : ' · desativada'}`;
  const back = (
    <Button variant="secondary" onClick={() => go('menu')}>
      Voltar
    </Button>
  );

  return (
    <Dialog title={`Gerenciar ${user.username}`} description={description} onClose={onClose}>
      {failure && <Alert tone="danger">{failure}</Alert>}
      {notice && view === 'menu' && <Alert tone="success">{notice}</Alert>}

      <div ref={stepRef} className="admin-user-step">
        {view === 'menu' && (
          <div className="admin-user-actions" role="group" aria-label={`Ações para ${user.username}`}>
            <Button variant="secondary" onClick={() => go('editar')}>
              Editar dados
            </Button>
            <Button variant="secondary" onClick={() => go(user.ativo ? 'desativar' : 'reativar')}>
              {user.ativo ? 'Desativar conta' : 'Reativar conta'}
            </Button>
            <Button variant="secondary" loading={createLink.isPending} disabled={busy} onClick={() => void generate()}>
              Gerar link de nova senha
            </Button>
            {channel && user.ativo && (
              <Button variant="secondary" loading={sendLink.isPending} disabled={busy} onClick={() => void send()}>
                Enviar link por {CHANNEL_WORDS[channel]}
              </Button>
            )}
            <Button variant="danger" onClick={() => go('excluir')}>
              Excluir conta
            </Button>
          </div>
        )}

        {view === 'editar' && <EditUserForm user={user} onSave={save} onCancel={() => go('menu')} />}

        {view === 'desativar' && (
          <>
            <p>
              Desativar a conta de <strong>{user.username}</strong>? A pessoa será desconectada agora e não conseguirá entrar. Os
              dados dela ficam guardados, e a conta pode ser reativada depois.
            </p>
            <div className="ui-dialog__actions">
              {back}
              <Button variant="danger" loading={setActive.isPending} onClick={() => void toggleActive(false)}>
                Desativar {user.username}
              </Button>
            </div>
          </>
        )}

        {view === 'reativar' && (
          <>
            <p>
              Reativar a conta de <strong>{user.username}</strong>? A pessoa poderá entrar de novo com a senha que já tem.
            </p>
            <div className="ui-dialog__actions">
              {back}
              <Button loading={setActive.isPending} onClick={() => void toggleActive(true)}>
                Reativar {user.username}
              </Button>
            </div>
          </>
        )}

        {view === 'excluir' && (
          <>
            <p>
              Excluir a conta de <strong>{user.username}</strong> ({user.email})? Essa ação é irreversível: a conta, as conversas
              e os flashcards dessa pessoa serão apagados.
            </p>
            <div className="ui-dialog__actions">
              {back}
              <Button variant="danger" loading={remove.isPending} onClick={() => void confirmDelete()}>
                Excluir {user.username}
              </Button>
            </div>
          </>
        )}

        {view === 'link' && link && (
          <>
            <ResetLinkPanel link={link} username={user.username} />
            <div className="ui-dialog__actions">{back}</div>
          </>
        )}
      </div>
    </Dialog>
  );
}
