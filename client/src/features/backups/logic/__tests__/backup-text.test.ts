import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '@app/contracts';
import { backupWarning, formatBytes, scheduleText } from '../backup-text';

const run = {
  id: 1,
  origem: 'agendada' as const,
  iniciado_em: '2026-11-28T06:00:00.000Z',
  terminado_em: null,
  arquivo: null,
  bytes: null,
};

describe('backup texts', () => {
  it('when sizes are shown, then they read in Brazilian Portuguese units', () => {
    expect(formatBytes(900)).toBe('1 KB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12,3 MB');
    expect(formatBytes(2.5 * 1024 ** 3)).toBe('2,5 GB');
  });

  it('when the schedule is on or off, then the sentence says so with the keep rule', () => {
    expect(scheduleText({ hora: 3, manter_diarios: 7, manter_semanais: 4, diretorio: '/d' })).toBe(
      'Todo dia às 3h (horário de Brasília). O sistema guarda a mais recente de cada um dos últimos 7 dias e de cada uma das últimas 4 semanas; as mais antigas são apagadas.',
    );
    expect(scheduleText({ hora: null, manter_diarios: 7, manter_semanais: 0, diretorio: '/d' })).toMatch(
      /^Backup diário desligado/,
    );
  });

  it('when the last scheduled backup failed or none finished for a day, then the dashboard warns; otherwise not', () => {
    const failed: BackupStatus = {
      saude: 'falhou',
      ultima_agendada: { ...run, estado: 'falhou', erro: 'disco cheio' },
      ultima_concluida: null,
    };
    expect(backupWarning(failed)).toBe('O último backup automático falhou: disco cheio');
    expect(backupWarning({ saude: 'atrasada', ultima_agendada: null, ultima_concluida: null })).toBe(
      'Nenhum backup foi concluído nas últimas 26 horas.',
    );
    expect(backupWarning({ saude: 'ok', ultima_agendada: null, ultima_concluida: null })).toBeNull();
    expect(backupWarning({ saude: 'nunca', ultima_agendada: null, ultima_concluida: null })).toBeNull();
  });
});
