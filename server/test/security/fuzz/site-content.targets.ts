/** Fuzz targets: the advisory's site content (admins). */
import type { FuzzTarget } from './target.js';

export const SITE_CONTENT_TARGETS: readonly FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/admin/site',
    as: 'admin',
    valid: () => ({
      nome_assessoria: 'Assessoria do fuzz',
      whatsapp: '5511987654321',
      mensagem_whatsapp: 'Olá! Vim pelo site.',
      horario_atendimento: 'segunda a sexta, das 9h às 18h',
      cnpj: '12.345.678/0001-90',
      email_contato: 'contato@example.com',
      contato_privacidade: 'privacidade@example.com',
      assessores: [{ tratamento: 'Dra.', nome: 'Ana Fuzz', telefone: '+55 11 91234-5678', nota: 'Médica', foto: null }],
      assessorados: ['/assets/assessorados/assessorado-01.svg'],
      banner: [
        {
          selo: 'Matrículas abertas',
          titulo: 'Turma de março',
          descricao: 'Inscrições abertas.',
          imagem: '/assets/banner/banner-turma.svg',
          acao: { texto: 'Tirar dúvidas', destino: 'assistente' },
        },
      ],
    }),
  },
  { method: 'POST', path: '/api/admin/site/exemplo', as: 'admin', valid: () => ({}) },
  // Generated files (text, random bytes) in the `arquivo` field: every one must end in a Portuguese 4xx.
  { method: 'POST', path: '/api/admin/site/fotos', as: 'admin', valid: () => ({}), multipartFile: true },
];
