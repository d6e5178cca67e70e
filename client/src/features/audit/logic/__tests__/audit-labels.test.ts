import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@app/contracts';
import { ACTION_LABEL, describeDetails, personLabel } from '@/features/audit/logic/audit-labels';
import { auditPath } from '@/features/audit/api/list-audit-entries';

describe('audit labels', () => {
  it('when any action is shown, then it has a Portuguese label', () => {
    for (const action of AUDIT_ACTIONS) expect(ACTION_LABEL[action]).toMatch(/\S/);
  });

  it('when details are described, then each action reads its own fields', () => {
    expect(describeDetails({ acao: 'alterar_status_ia', detalhes: { status_ia: 'Desligada' } })).toBe('Desligada');
    expect(describeDetails({ acao: 'enviar_marketing', detalhes: { modelo: 'anuncio_x', contatos: 12 } })).toBe('anuncio_x para 12 contato(s)');
    expect(describeDetails({ acao: 'login', detalhes: null })).toBe('');
    expect(describeDetails({ acao: 'marcar_documento', detalhes: { documento_id: 2, entregue: true, arquivo_id: 31 } })).toBe(
      'documento #2: entregue, arquivo #31',
    );
    expect(describeDetails({ acao: 'marcar_documento', detalhes: { documento_id: 2, entregue: false } })).toBe('documento #2: pendente');
    expect(describeDetails({ acao: 'excluir_usuario', detalhes: { conta_excluida: 18 } })).toBe('conta #18');
    expect(describeDetails({ acao: 'excluir_usuario', detalhes: { conta_excluida: 18, pela_propria_pessoa: true } })).toBe(
      'conta #18, pela própria pessoa',
    );
    expect(describeDetails({ acao: 'alterar_responsavel', detalhes: { proximo_contato: 'mantido' } })).toBe(
      'follow-up mantido após mensagem do prospecto',
    );
  });

  it('when an account is gone, then its id is still shown', () => {
    expect(personLabel('Ana', 4)).toBe('Ana (#4)');
    expect(personLabel(null, 4)).toBe('#4');
    expect(personLabel(null, null)).toBe('—');
  });

  it('when filters are empty or on the first page, then they stay out of the URL', () => {
    expect(auditPath({})).toBe('/api/admin/auditoria');
    expect(auditPath({ pagina: 1, acao: 'login', alvo_id: 9 })).toBe('/api/admin/auditoria?acao=login&alvo_id=9');
    expect(auditPath({ pagina: 3, de: '2026-01-01' })).toBe('/api/admin/auditoria?pagina=3&de=2026-01-01');
  });
});
