import type { SetupItem } from '@app/contracts';

/** The console's line for each pending setup item at start (the admin screen says the same in more words). */
export const SETUP_BANNER: Record<SetupItem, string> = {
  contato: 'WhatsApp da assessoria: sem ele o site não mostra botões de WhatsApp (admin, Site)',
  assessores: 'Assessores: a seção de assessores fica oculta até haver um com telefone (admin, Site)',
  fotos: 'Fotos dos assessorados: a seção fica oculta até haver fotos reais',
  email: 'E-mail: defina SMTP_URL e MAIL_FROM (sem ele, a equipe gera os links de nova senha)',
  whatsapp_api: 'WhatsApp Cloud API: defina WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID (sem eles as mensagens esperam na fila)',
  openai: 'OpenAI: defina OPENAI_API_KEY (opcional; sem ela o assistente responde pela base de conhecimento)',
};
