import type { SiteAdvisor, SiteContent, SiteSlideDestination } from '@app/contracts';

/** The form's values: every field a string (an empty one means "not set"). */
export interface SiteFormValues {
  nome_assessoria: string;
  whatsapp: string;
  mensagem_whatsapp: string;
  horario_atendimento: string;
  cnpj: string;
  email_contato: string;
  contato_privacidade: string;
  assessores: Array<{ tratamento: SiteAdvisor['tratamento']; nome: string; telefone: string; nota: string; foto: string | null }>;
  /** Paths of the students' photos, already uploaded. */
  assessorados: string[];
  /** The banner's slides; a slide without a button has an empty `destino`. */
  banner: SlideFormValues[];
}

export interface SlideFormValues {
  selo: string;
  titulo: string;
  descricao: string;
  imagem: string;
  destino: SiteSlideDestination | '';
  texto_botao: string;
}

export const EMPTY_SLIDE: SlideFormValues = {
  selo: '',
  titulo: '',
  descricao: '',
  imagem: '/assets/banner/banner-matriculas.svg',
  destino: '',
  texto_botao: '',
};

export const EMPTY_ADVISOR: SiteFormValues['assessores'][number] = {
  tratamento: '',
  nome: '',
  telefone: '',
  nota: '',
  foto: null,
};

/** Stored numbers are digits; the form shows them with a "+" so they read as international numbers. */
const shownPhone = (digits: string | null) => (digits ? `+${digits}` : '');

export function toFormValues(content: SiteContent): SiteFormValues {
  return {
    nome_assessoria: content.nome_assessoria,
    whatsapp: shownPhone(content.whatsapp),
    mensagem_whatsapp: content.mensagem_whatsapp,
    horario_atendimento: content.horario_atendimento ?? '',
    cnpj: content.cnpj ?? '',
    email_contato: content.email_contato ?? '',
    contato_privacidade: content.contato_privacidade ?? '',
    assessores: content.assessores.map((a) => ({ ...a, telefone: shownPhone(a.telefone) })),
    assessorados: [...content.assessorados],
    banner: content.banner.map(({ acao, ...slide }) => ({
      ...slide,
      destino: acao?.destino ?? '',
      texto_botao: acao?.texto ?? '',
    })),
  };
}

const orNull = (value: string) => value.trim() || null;

/** What the save sends: empty fields become null (the server checks and normalises the rest). */
export function toContent(values: SiteFormValues): SiteContent {
  return {
    nome_assessoria: values.nome_assessoria,
    whatsapp: orNull(values.whatsapp),
    mensagem_whatsapp: values.mensagem_whatsapp,
    horario_atendimento: orNull(values.horario_atendimento),
    cnpj: orNull(values.cnpj),
    email_contato: orNull(values.email_contato),
    contato_privacidade: orNull(values.contato_privacidade),
    assessores: values.assessores.map((a) => ({ ...a, telefone: orNull(a.telefone) })),
    assessorados: values.assessorados,
    banner: values.banner.map(({ destino, texto_botao, ...slide }) => ({
      ...slide,
      acao: destino ? { destino, texto: texto_botao } : null,
    })),
  };
}
