import type { ArquivoTipo } from '@app/contracts';

const KIND: Record<ArquivoTipo, string> = { imagem: 'Imagem', documento: 'Documento', audio: 'Áudio', video: 'Vídeo' };

/** How a conversation file is named on screen: its own name, else its kind and number ('Imagem 12'). */
export function fileLabel(file: { id: number; nome: string | null; tipo: ArquivoTipo }): string {
  return file.nome ?? `${KIND[file.tipo]} ${file.id}`;
}
