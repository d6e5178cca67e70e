import { Button } from '@/components/ui/button';
import './pagination.css';

/** 'Anterior' / 'Próxima' and 'Página X de Y' (docs/product.md, Tickets screen, with its accents). */
export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange(page: number): void }) {
  return (
    <nav className="tickets-pager" aria-label="Paginação dos chamados">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      <span className="tickets-pager__label" aria-live="polite">
        Página {page} de {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
