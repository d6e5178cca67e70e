import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

export const DECKS_PATH = '/painel/flashcards';

/** SPEC §5.6: the deck id route parameter must be a non-zero number (a positive integer id here). */
export function parseDeckId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The route's deck id; when invalid, alerts 'ID do deck inválido' once and goes back to the deck list. */
export function useDeckIdParam(): number | null {
  const { deckId } = useParams();
  const navigate = useNavigate();
  const id = parseDeckId(deckId);
  const warned = useRef(false);
  useEffect(() => {
    if (id !== null || warned.current) return;
    warned.current = true;
    window.alert('ID do deck inválido');
    navigate(DECKS_PATH, { replace: true });
  }, [id, navigate]);
  return id;
}
