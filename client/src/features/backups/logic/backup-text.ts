import type { BackupList, BackupStatus } from '@app/contracts';

/** "12,3 MB", "850 KB": the sizes an owner compares with their disk or cloud folder. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${(bytes / 1024 ** 3).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} GB`;
}

/** The schedule in one sentence. */
export function scheduleText(agenda: BackupList['agenda']): string {
  const keep =
    `guarda a mais recente de cada um dos últimos ${agenda.manter_diarios} dias` +
    (agenda.manter_semanais > 0 ? ` e de cada uma das últimas ${agenda.manter_semanais} semanas` : '') +
    '; as mais antigas são apagadas';
  if (agenda.hora === null) return `Backup diário desligado (BACKUP_HOUR=off). Ao criar um backup, o sistema ${keep}.`;
  return `Todo dia às ${agenda.hora}h (horário de Brasília). O sistema ${keep}.`;
}


/**
 * What the dashboard warns about: a failed scheduled backup, or none for over a day while the schedule is on.
 * null when there is nothing to warn about.
 */
export function backupWarning(status: BackupStatus): string | null {
  if (status.saude === 'falhou') {
    const erro = status.ultima_agendada?.erro;
    return `O último backup automático falhou${erro ? `: ${erro}` : '.'}`;
  }
  if (status.saude === 'atrasada') return 'Nenhum backup foi concluído nas últimas 26 horas.';
  return null;
}
