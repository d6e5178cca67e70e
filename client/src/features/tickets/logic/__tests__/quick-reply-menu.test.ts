import { describe, expect, it } from 'vitest';
import { quickReplyMatches, stepActive } from '@/features/tickets/logic/quick-reply-menu';

const replies = [
  { id: 1, atalho: 'documentos', texto: 'Faltam: RG' },
  { id: 2, atalho: 'docs-prazo', texto: 'Prazo' },
  { id: 3, atalho: 'boas-vindas', texto: 'Oi Ana' },
];

describe('quick reply menu', () => {
  it('when the text is a slash and the start of a shortcut, then the matching replies are offered', () => {
    expect(quickReplyMatches('/', replies)).toHaveLength(3);
    expect(quickReplyMatches('/doc', replies)!.map((r) => r.id)).toEqual([1, 2]);
    expect(quickReplyMatches('/DOCS', replies)!.map((r) => r.id)).toEqual([2]);
    expect(quickReplyMatches('/nada', replies)).toEqual([]);
  });

  it('when the slash is inside a sentence or followed by a space, then no menu opens', () => {
    expect(quickReplyMatches('ver /doc', replies)).toBeNull();
    expect(quickReplyMatches('/doc ', replies)).toBeNull();
    expect(quickReplyMatches('', replies)).toBeNull();
  });

  it('when arrows move past either end, then the active option wraps around', () => {
    expect(stepActive(0, 3, 'ArrowDown')).toBe(1);
    expect(stepActive(2, 3, 'ArrowDown')).toBe(0);
    expect(stepActive(0, 3, 'ArrowUp')).toBe(2);
    expect(stepActive(0, 0, 'ArrowDown')).toBe(0);
  });
});
