/** Outcome of one request to the WhatsApp Cloud API, as the worker needs to see it. */
export type SendOutcome =
  | { kind: 'sent'; messageId: string }
  /** Worth retrying later: throttling, Meta-side trouble, network failures. */
  | { kind: 'retry'; code: number | null; message: string }
  /** Error 131047: more than 24 h since the user last wrote; only a template can reach them. */
  | { kind: 'outside-window'; code: number; message: string }
  | { kind: 'permanent'; code: number | null; message: string };

/** The customer-service window is closed: free-form text is refused, approved templates still go. */
export const OUTSIDE_WINDOW_CODE = 131047;

/**
 * Meta codes that mean "try again later" (the rest of 4xx are permanent): throughput and pair rate limits
 * (130429, 131056), app and account rate limits (4, 80007), and temporary errors on Meta's side.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

export function classifyResponse(httpStatus: number, body: unknown): SendOutcome {
  const error = metaError(body);
  if (httpStatus >= 200 && httpStatus < 300 && !error) {
    const id = messageIdOf(body);
    if (id) return { kind: 'sent', messageId: id };
    return { kind: 'permanent', code: null, message: 'Resposta sem id de mensagem.' };
  }
  const code = error?.code ?? null;
  const message = error?.message ?? `HTTP ${httpStatus}`;
  if (code === OUTSIDE_WINDOW_CODE) return { kind: 'outside-window', code, message };
  if (httpStatus === 429 || httpStatus >= 500 || (code !== null && RETRYABLE_CODES.has(code))) {
    return { kind: 'retry', code, message };
  }
  return { kind: 'permanent', code, message };
}

function metaError(body: unknown): { code: number | null; message: string } | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } } }).error;
  if (!error || typeof error !== 'object') return null;
  const details = typeof error.error_data?.details === 'string' ? error.error_data.details : undefined;
  const message = typeof error.message === 'string' ? error.message : 'Erro sem mensagem.';
  return {
    code: typeof error.code === 'number' ? error.code : null,
    message: details && details !== message ? `${message} (${details})` : message,
  };
}

function messageIdOf(body: unknown): string | null {
  const messages = (body as { messages?: Array<{ id?: unknown }> } | null)?.messages;
  const id = Array.isArray(messages) ? messages[0]?.id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

const REASONS: Record<number, string> = {
  [OUTSIDE_WINDOW_CODE]: 'fora da janela de 24 horas do WhatsApp e nenhum modelo de aviso configurado',
  100: 'parâmetro inválido na requisição ao WhatsApp',
  131009: 'parâmetro inválido na requisição ao WhatsApp',
  190: 'token do WhatsApp inválido ou expirado',
  10: 'a conta do WhatsApp não tem permissão para enviar',
  200: 'a conta do WhatsApp não tem permissão para enviar',
  368: 'conta do WhatsApp bloqueada temporariamente por violação de políticas',
  131031: 'conta do WhatsApp bloqueada',
  131021: 'remetente e destinatário são o mesmo número',
  131026: 'o número não pode receber a mensagem (sem WhatsApp ou aplicativo desatualizado)',
  131030: 'número fora da lista de destinatários permitidos da conta de teste',
  131049: 'o WhatsApp não entregou para preservar a experiência do usuário',
  131050: 'o usuário pediu para não receber mensagens de marketing',
  131051: 'tipo de mensagem não suportado',
  132000: 'o número de parâmetros não corresponde ao modelo',
  132001: 'modelo inexistente ou não aprovado em português (pt_BR)',
  132005: 'texto do modelo longo demais',
  132007: 'o conteúdo do modelo viola as políticas do WhatsApp',
  132015: 'modelo pausado por baixa qualidade',
  132016: 'modelo desativado por baixa qualidade',
  130429: 'limite de envio do WhatsApp atingido; as tentativas se esgotaram',
  131056: 'muitas mensagens para o mesmo número; as tentativas se esgotaram',
  4: 'limite de chamadas do aplicativo atingido; as tentativas se esgotaram',
  80007: 'limite de chamadas da conta atingido; as tentativas se esgotaram',
};

/** Why an envio failed, in Portuguese, for the staff who look at it. */
export function failureReason(code: number | null, message: string | null): string {
  if (code !== null && REASONS[code]) return REASONS[code];
  if (code !== null) return `erro ${code} do WhatsApp`;
  if (message && /^HTTP 5\d\d$/.test(message)) return 'o serviço do WhatsApp ficou indisponível; as tentativas se esgotaram';
  if (message && /^HTTP 429$/.test(message)) return 'limite de envio do WhatsApp atingido; as tentativas se esgotaram';
  if (message && message.startsWith('Falha de rede')) return 'sem conexão com o WhatsApp; as tentativas se esgotaram';
  return 'falha desconhecida no envio';
}
