import { PASSWORD_RESET_TTL_MINUTES } from '@app/contracts';

/** Everything the widget's assistant says outside the AI answers (docs/product.md, Chat widget; Validation; Error messages). */
export const WIDGET_TEXT = {
  greeting: 'Olá, tudo bem? Você já tem uma conta?',
  registerIntro: 'Vamos criar sua conta! Preencha os campos abaixo.',
  loginIntro: 'Ótimo! Entre com seu e-mail e senha.',
  loginInvalid: 'Preencha e-mail e senha corretamente.',
  loginFailed: 'Email ou senha incorretos. Tente novamente.',
  registerInvalid: 'Verifique se todos os campos foram preenchidos corretamente.',
  registerFailed: 'Erro ao criar a conta. Verifique se o e-mail já está cadastrado.',
  registerSucceeded: 'Conta criada com sucesso! Agora faça login com seu e-mail e senha para começar.',
  forgotIntro: 'Sem problema! Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
  forgotRequested: `Se houver uma conta com este e-mail, enviaremos um link para criar uma nova senha (por e-mail ou WhatsApp). O link vale por ${PASSWORD_RESET_TTL_MINUTES} minutos. Se nada chegar, fale com a assessoria: ela pode gerar o link para você.`,
  forgotRequestedByTeam:
    'Pedido recebido. Se houver uma conta com este e-mail, a equipe da assessoria vai enviar a você um link para criar uma nova senha: este site ainda não envia e-mails nem mensagens automáticas.',
  forgotFailed: 'Não foi possível enviar o pedido agora. Tente novamente em instantes.',
  staffAccount: 'Você entrou com uma conta da equipe. Para responder aos alunos, use a área administrativa.',
} as const;

export const FIELD_ERRORS = {
  emailInvalid: 'E-mail inválido.',
  passwordInvalid: 'Senha inválida.',
  nameRequired: 'Nome é obrigatório.',
  passwordShort: 'Senha muito curta.',
  whatsappInvalid: 'WhatsApp inválido.',
  countryCodeRequired: 'Escolha o código do país.',
} as const;

/** The two suggestion questions (docs/product.md, Chat widget). */
export const SUGGESTIONS = [
  'Quais documentos são necessários para a matrícula?',
  'Como funciona o processo de legalização acadêmica?',
] as const;

export function welcomeBack(username: string, hasHistory: boolean): string {
  const first = username.trim().split(/\s+/)[0] || username;
  return hasHistory
    ? `Olá, ${first}! Que bom ter você de volta. Como posso ajudar hoje?`
    : `Olá, ${first}! Sou a assistente virtual da assessoria. Pergunte sobre documentos, legalização, custos, prazos ou universidades — ou escolha uma sugestão abaixo.`;
}
