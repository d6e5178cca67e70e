import { describe, expect, it } from 'vitest';
import { arrivesFromElsewhere, fromStored } from '@/features/chat/logic/chat-message';

describe('which stored messages a conversation screen adds as they arrive', () => {
  it('when staff reply from the admin area, then the person sees it live', () => {
    expect(arrivesFromElsewhere({ autor: 'colaborador' })).toBe(true);
    expect(arrivesFromElsewhere({ autor: 'admin', canal: 'site' })).toBe(true);
  });

  it('when the person writes on WhatsApp or the assistant answers there, then the widget shows it too', () => {
    expect(arrivesFromElsewhere({ autor: 'user', canal: 'whatsapp' })).toBe(true);
    expect(arrivesFromElsewhere({ autor: 'ia', canal: 'whatsapp' })).toBe(true);
  });

  it('when the person or the assistant wrote here, then it is not added again (it is already on screen)', () => {
    expect(arrivesFromElsewhere({ autor: 'user' })).toBe(false);
    expect(arrivesFromElsewhere({ autor: 'ia', canal: 'site' })).toBe(false);
  });
});

describe('a stored message shown again (a reloaded conversation)', () => {
  it('when an assistant answer was drawn from articles, then it keeps its "Ler mais" sources; other messages have none', () => {
    const fontes = [{ slug: 'custos', titulo: 'Custos' }];
    expect(fromStored({ id: 7, autor: 'ia', mensagem: 'Depende da cidade.', criado_em: '2026-11-28T10:00:00.000Z', fontes }).fontes).toEqual(fontes);
    expect(fromStored({ id: 8, autor: 'user', mensagem: 'E o visto?', criado_em: '2026-11-28T10:01:00.000Z' })).not.toHaveProperty('fontes');
  });
});
