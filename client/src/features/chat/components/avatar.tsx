import type { Autor } from '@app/contracts';
import { Icon, type IconName } from '@/components/ui/icons';

const ICONS: Record<'user' | 'ia' | 'staff', IconName> = { user: 'person', ia: 'sparkles', staff: 'headphones' };

/** Round avatar by author: the student, the AI assistant, or a staff member (colaborador/admin). */
export function Avatar({ autor }: { autor: Autor }) {
  const kind = autor === 'user' ? 'user' : autor === 'ia' ? 'ia' : 'staff';
  return (
    <span className={`chat-avatar chat-avatar--${kind}`}>
      <Icon name={ICONS[kind]} size={18} />
    </span>
  );
}
