import type { Flashcard } from '@app/contracts';

/** A never-reviewed card for hook tests; `ordem` and `proxima_revisao` set what the schedule sees. */
export const makeCard = (id: number, ordem = id, proxima_revisao: string | null = null, deck_id = 9): Flashcard => ({
  id,
  deck_id,
  frente: `F${id}`,
  verso: `V${id}`,
  ordem,
  proxima_revisao,
  revisoes: 0,
  acertos: 0,
  erros: 0,
  nivel: 0,
  ultima_revisao: null,
  ultimo_acerto: null,
  ultimo_erro: null,
});
