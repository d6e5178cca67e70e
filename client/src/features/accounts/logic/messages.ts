/** Page-form messages, exactly as docs/product.md, Validation; Error messages word them. */
export const MSG = {
  emailRequired: 'E-mail é obrigatório.',
  emailInvalid: 'E-mail inválido.',
  passwordRequired: 'Senha é obrigatória.',
  passwordMin: 'Mínimo de 6 caracteres.',
  nameRequired: 'Nome é obrigatório.',
  whatsappRequired: 'WhatsApp é obrigatório.',
  whatsappInvalid: 'Número inválido.',
  loginFailed: 'E-mail ou senha inválidos.',
  registerFailed: 'Erro ao registrar.',
} as const;
