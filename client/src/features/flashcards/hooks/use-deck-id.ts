import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { parseDeckId } from '@app/contracts/routes';

export const DECKS_PATH = '/painel/flashcards';

export { parseDeckId };

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
