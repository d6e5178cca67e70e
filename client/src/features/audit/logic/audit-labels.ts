import type { AuditAction, AuditEntry } from '@app/contracts';

export const ACTION_LABEL: Record<AuditAction, string> = {
  login: 'Login',
  ver_conversa: 'Viu conversa',
  alterar_status_ia: 'Alterou status da IA',
  alterar_status_atendimento: 'Alterou status do atendimento',
  enviar_marketing: 'Enviou marketing',
  criar_conta: 'Criou conta',
  exportar_dados: 'Exportou os próprios dados',
  editar_usuario: 'Editou dados da conta',
  desativar_usuario: 'Desativou conta',
  reativar_usuario: 'Reativou conta',
  excluir_usuario: 'Excluiu conta',
  gerar_link_senha: 'Gerou link de nova senha',
  mudar_etapa: 'Mudou a etapa da matrícula',
  alterar_responsavel: 'Alterou responsável ou follow-up',
  marcar_documento: 'Marcou documento da matrícula',
  editar_conhecimento: 'Editou artigo do assistente',
  criar_backup: 'Criou cópia de segurança',
  baixar_backup: 'Baixou cópia de segurança',
  unir_prospecto: 'Uniu prospecto do WhatsApp a uma conta',
  confirmar_whatsapp: 'Confirmou o número de WhatsApp',
  editar_site: 'Editou o conteúdo do site',
};

/** A short reading of the entry's details ("Desligada", "anuncio_x para 12 contatos"). */
export function describeDetails(entry: Pick<AuditEntry, 'acao' | 'detalhes'>): string {
  const d = entry.detalhes ?? {};
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  switch (entry.acao) {
    case 'alterar_status_ia':
      return text(d.status_ia);
    case 'alterar_status_atendimento':
      return text(d.status_atendimento);
    case 'enviar_marketing':
      return `${text(d.modelo)} para ${text(d.contatos)} contato(s)`;
    case 'criar_conta':
      return `papel ${text(d.papel)}`;
    case 'exportar_dados':
      return text(d.formato);
    case 'unir_prospecto':
      return d.prospecto_id ? `prospecto #${text(d.prospecto_id)}` : '';
    case 'ver_conversa':
      return d.canal === 'whatsapp' ? 'WhatsApp' : '';
    case 'editar_usuario':
      return Array.isArray(d.campos) ? d.campos.map(text).join(', ') : '';
    case 'mudar_etapa':
      return text(d.etapa);
    case 'alterar_responsavel':
      if (d.proximo_contato === 'mantido') return 'follow-up mantido após mensagem do prospecto';
      return d.responsavel_id ? `responsável #${text(d.responsavel_id)}` : 'sem responsável';
    case 'marcar_documento':
      return `documento #${text(d.documento_id)}: ${d.entregue ? 'entregue' : 'pendente'}${d.arquivo_id ? `, arquivo #${text(d.arquivo_id)}` : ''}`;
    case 'editar_conhecimento':
      return d.artigo_id ? `artigo #${text(d.artigo_id)}${d.versao ? ` (versão ${text(d.versao)})` : ''}` : '';
    case 'excluir_usuario':
      if (!d.conta_excluida) return '';
      return `conta #${text(d.conta_excluida)}${d.pela_propria_pessoa ? ', pela própria pessoa' : ''}`;
    case 'criar_backup':
    case 'baixar_backup':
      return text(d.arquivo);
    case 'editar_site':
      return Array.isArray(d.campos) ? d.campos.map(text).join(', ') : text(d.acao);
    case 'gerar_link_senha':
      return d.envio === 'enviado' ? 'enviado à pessoa' : 'entregue ao administrador';
    default:
      return '';
  }
}

/** Who or whom, with the id kept visible once the account is gone. */
export function personLabel(name: string | null, id: number | null): string {
  if (name) return `${name} (#${id})`;
  return id ? `#${id}` : '—';
}
