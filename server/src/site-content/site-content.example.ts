import type { SiteContent } from '@app/contracts';

/**
 * The shipped demo content, loaded only when an admin asks for it ("Carregar exemplo"). It holds no phone number:
 * an example must never send a prospect to a number nobody owns, so its cards show no WhatsApp button until the
 * admin types a real one.
 */
export const EXAMPLE_CONTENT: SiteContent = {
  nome_assessoria: 'Medicina no Paraguai',
  whatsapp: null,
  mensagem_whatsapp: 'Olá! Vim pelo site e gostaria de saber como faço para estudar medicina no Paraguai.',
  horario_atendimento: 'segunda a sexta, das 9h às 18h (horário de Brasília)',
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [
    {
      tratamento: 'Dra.',
      nome: 'Mariana Alves',
      telefone: null,
      foto: null,
      nota: 'Médica pela Universidad Central del Paraguay (2019-2024)',
    },
    {
      tratamento: 'Dra.',
      nome: 'Juliana Santos',
      telefone: null,
      foto: null,
      nota: 'Médica pela Universidad Central del Paraguay (2019-2024)',
    },
    {
      tratamento: 'Dr.',
      nome: 'Rafael Moreira',
      telefone: null,
      foto: null,
      nota: 'Médico Interno pela Universidad Central del Paraguay (2019.2-2025.1)',
    },
  ],
  assessorados: Array.from({ length: 19 }, (_, i) => `/assets/assessorados/assessorado-${String(i + 1).padStart(2, '0')}.svg`),
};

/** A fresh install: the product's name and message, and nothing that would put a contact on the site. */
export const EMPTY_CONTENT: SiteContent = {
  nome_assessoria: 'Medicina no Paraguai',
  whatsapp: null,
  mensagem_whatsapp: EXAMPLE_CONTENT.mensagem_whatsapp,
  horario_atendimento: null,
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [],
  assessorados: [],
};
