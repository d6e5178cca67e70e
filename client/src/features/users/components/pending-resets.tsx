import { formatDateTime } from '@/utils/format-date';
import { usePendingResets } from '@/features/users/hooks/use-users';

/**
 * "Pedidos de nova senha": people who used "Esqueci minha senha" while the server sends neither e-mail nor WhatsApp.
 * Nothing reached them; the team generates the link in the person's actions and hands it over privately.
 */
export function PendingResets() {
  const query = usePendingResets();
  const pedidos = query.data?.pedidos ?? [];
  if (pedidos.length === 0) return null;
  return (
    <section className="admin-users__pending" aria-labelledby="pending-resets-heading">
      <h2 id="pending-resets-heading" className="admin-users__pending-title">
        Pedidos de nova senha
      </h2>
      <p className="admin-muted">
        Estas pessoas pediram um link de nova senha, mas o servidor não envia e-mail nem WhatsApp. Abra as ações do usuário na
        tabela, gere o link e entregue-o em particular.
      </p>
      <ul className="admin-users__pending-list">
        {pedidos.map((pedido) => (
          <li key={pedido.user_id}>
            <strong>{pedido.username}</strong> ({pedido.email}) — pedido em {formatDateTime(pedido.pedido_em)}
          </li>
        ))}
      </ul>
    </section>
  );
}
