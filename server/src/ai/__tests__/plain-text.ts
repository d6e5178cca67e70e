/** A reply as compared in tests: accents and bold marks removed, lower case. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\*\*/g, '')
    .toLowerCase();
