import type { SetupItem, SetupStep } from '@app/contracts';

/** What each checklist line is called and the one thing that makes it "configurado". */
export const SETUP_TEXT: Record<SetupItem, { label: string; todo: string }> = {
  contato: {
    label: 'Contato da assessoria',
    todo: 'Preencha "WhatsApp da assessoria" em Site. Sem ele, o site não mostra botões de WhatsApp (o chat continua).',
  },
  assessores: {
    label: 'Assessores',
    todo: 'Cadastre ao menos um assessor com telefone em Site. Sem assessores, a seção "Fale com um de nossos assessores" fica oculta.',
  },
  fotos: {
    label: 'Fotos dos assessorados',
    todo: 'Envie fotos dos seus alunos em "Fotos dos assessorados", abaixo. Até lá a seção "Nossos assessorados" fica oculta (as do exemplo são ilustrações).',
  },
  email: {
    label: 'E-mail (SMTP)',
    todo: 'Defina SMTP_URL e MAIL_FROM no servidor. Sem e-mail, a equipe gera o link de nova senha em Usuários.',
  },
  whatsapp_api: {
    label: 'WhatsApp Cloud API',
    todo: 'Defina WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID no servidor. Sem eles, as mensagens de WhatsApp esperam na fila.',
  },
  openai: {
    label: 'OpenAI (opcional)',
    todo: 'Defina OPENAI_API_KEY para respostas geradas. Sem ela, o assistente responde pela base de conhecimento.',
  },
};

export const stepState = (step: SetupStep) => (step.configurado ? 'configurado' : 'pendente');

/** The required items still to do (optional ones never make the owner's list of pending work). */
export const pendingSteps = (steps: readonly SetupStep[]) => steps.filter((step) => !step.configurado && !step.opcional);
