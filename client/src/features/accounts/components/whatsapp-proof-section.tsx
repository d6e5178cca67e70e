import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatWhatsapp } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { SettingsCard, SettingsCardStatus } from '@/components/settings-card';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { confirmWhatsappCode, getWhatsappProof, requestWhatsappCode } from '@/features/accounts/api/whatsapp-proof';

const FAILED = 'Não foi possível concluir agora. Tente novamente em instantes.';

/**
 * "Confirmar WhatsApp" in /painel/config: a number typed at sign-up is only a claim; a code sent to it on WhatsApp
 * proves it, and only then do the messages sent from it (and a conversation started there before) join the account.
 */
export function WhatsappProofSection() {
  const queryClient = useQueryClient();
  const { role } = useAuth();
  const proof = useQuery({
    queryKey: queryKeys.accounts.whatsappProof,
    queryFn: ({ signal }) => getWhatsappProof(signal),
    // Staff accounts prove no number: their conversations are the prospects'.
    enabled: role === 'usuario',
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();

  const data = proof.data;
  if (role !== 'usuario' || !data?.numero) return null;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError((isApiError(failure) && failure.serverMessage) || FAILED);
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    run(async () => {
      const sent = await requestWhatsappCode();
      setSentTo(sent.enviado_para);
      setStatus(`Enviamos um código de 6 números para ${sent.enviado_para}. Ele vale por 10 minutos.`);
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const done = await confirmWhatsappCode(code);
      setCode('');
      setSentTo(null);
      setStatus(done.conversa_unida ? 'Número confirmado. Sua conversa do WhatsApp agora aparece em Minhas conversas.' : 'Número confirmado.');
      await queryClient.invalidateQueries({ queryKey: queryKeys.accounts.whatsappProof });
    });
  };

  return (
    <SettingsCard title="Confirmar WhatsApp">
      <SettingsCardStatus status={status} error={error} onCloseError={() => setError(null)} />
      {data.confirmado ? (
        <p className="settings-card__text">
          Seu número {formatWhatsapp(data.numero)} está confirmado: as mensagens que você manda dele para a assessoria aparecem aqui.
        </p>
      ) : (
        <>
          <p className="settings-card__text">
            Seu número {formatWhatsapp(data.numero)} ainda não foi confirmado. Confirme para ver aqui as conversas que você tem com a assessoria pelo
            WhatsApp.
          </p>
          {!data.codigo_disponivel ? (
            <p className="settings-card__text">O WhatsApp da assessoria ainda não está ativo neste site: a equipe confirma seu número pela conversa.</p>
          ) : (
            <div className="change-password__actions">
              <Button variant="outline-primary" loading={busy && !sentTo} onClick={() => void send()}>
                {sentTo ? 'Enviar outro código' : 'Enviar código pelo WhatsApp'}
              </Button>
            </div>
          )}
          {sentTo && (
            <form className="change-password" onSubmit={confirm} noValidate>
              <label htmlFor={codeId}>Código recebido</label>
              <input
                id={codeId}
                className="ui-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
              <div className="change-password__actions">
                <Button type="submit" loading={busy} disabled={code.length !== 6}>
                  Confirmar número
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </SettingsCard>
  );
}
