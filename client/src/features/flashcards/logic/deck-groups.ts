export const NO_GROUP = 'Sem grupo';
export const NO_SUBGROUP = 'Sem subgrupo';

interface Groupable {
  grupo: string | null;
  subgrupo: string | null;
  materia: string;
  assunto: string;
}

export interface DeckGroup<T> {
  grupo: string;
  subgroups: { subgrupo: string; decks: T[] }[];
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Named groups alphabetically (accents and case ignored), the nameless bucket last. */
function compareNames(a: string, b: string, fallback: string): number {
  if (a === b) return 0;
  if (a === fallback) return 1;
  if (b === fallback) return -1;
  return collator.compare(a, b);
}

/** docs/product.md, Decks page: decks under a heading per grupo (alphabetical; 'Sem grupo'), then per subgrupo ('Sem subgrupo'). */
export function groupDecks<T extends Groupable>(decks: readonly T[]): DeckGroup<T>[] {
  const groups = new Map<string, Map<string, T[]>>();
  for (const deck of decks) {
    const grupo = deck.grupo?.trim() || NO_GROUP;
    const subgrupo = deck.subgrupo?.trim() || NO_SUBGROUP;
    const subgroups = groups.get(grupo) ?? new Map<string, T[]>();
    groups.set(grupo, subgroups);
    subgroups.set(subgrupo, [...(subgroups.get(subgrupo) ?? []), deck]);
  }
  return [...groups]
    .sort(([a], [b]) => compareNames(a, b, NO_GROUP))
    .map(([grupo, subgroups]) => ({
      grupo,
      subgroups: [...subgroups]
        .sort(([a], [b]) => compareNames(a, b, NO_SUBGROUP))
        .map(([subgrupo, list]) => ({
          subgrupo,
          decks: [...list].sort((x, y) => collator.compare(x.materia, y.materia) || collator.compare(x.assunto, y.assunto)),
        })),
    }));
}
