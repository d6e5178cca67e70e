import type { DeletionStatus } from '@app/contracts';

export const DELETION_STEPS: readonly { status: DeletionStatus; label: string }[] = [
  { status: 'recebida', label: 'Recebida' },
  { status: 'em_andamento', label: 'Em andamento' },
  { status: 'concluida', label: 'Concluída' },
];

/** Portuguese headline and explanation for each state of a data-deletion request. */
export function describeDeletionStatus(status: DeletionStatus): { title: string; text: string } {
  switch (status) {
    case 'recebida':
      return {
        title: 'Solicitação recebida',
        text: 'Recebemos o seu pedido de exclusão de dados. Ele entrará na fila de processamento em breve.',
      };
    case 'em_andamento':
      return {
        title: 'Exclusão em andamento',
        text: 'Estamos apagando os seus dados dos nossos sistemas. Isso pode levar alguns dias.',
      };
    case 'concluida':
      return {
        title: 'Exclusão concluída',
        text: 'Os seus dados foram excluídos dos nossos sistemas. Nenhuma outra ação é necessária.',
      };
  }
}
