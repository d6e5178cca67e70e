/** The columns an Anki export most likely holds the front and back in: "Front"/"Frente" and "Back"/"Verso", else 1st and 2nd. */
export function guessAnkiColumns(colunas: string[]): { frente: number; verso: number } {
  const find = (names: string[]) => colunas.findIndex((c) => names.includes(c.trim().toLowerCase()));
  const frente = find(['front', 'frente', 'anverso']);
  const verso = find(['back', 'verso', 'reverso']);
  if (frente >= 0 && verso >= 0 && frente !== verso) return { frente, verso };
  return { frente: 0, verso: Math.min(1, Math.max(0, colunas.length - 1)) };
}
