import type { Autor } from '@app/contracts';

const ICONS: Record<'user' | 'ia' | 'staff', React.ReactNode> = {
  user: (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c0-4.2 3.6-7 8-7s8 2.8 8 7z" />
    </svg>
  ),
  ia: (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
      <path d="M12 2l1.9 5.1L19 9l-5.1 1.9L12 16l-1.9-5.1L5 9l5.1-1.9z" />
      <path d="M18.5 14l.9 2.4 2.4.9-2.4.9-.9 2.4-.9-2.4-2.4-.9 2.4-.9z" opacity=".75" />
    </svg>
  ),
  staff: (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" fill="currentColor" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" fill="currentColor" />
      <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
    </svg>
  ),
};

/** Round avatar by author: the student, the AI assistant, or a staff member (colaborador/admin). */
export function Avatar({ autor }: { autor: Autor }) {
  const kind = autor === 'user' ? 'user' : autor === 'ia' ? 'ia' : 'staff';
  return <span className={`chat-avatar chat-avatar--${kind}`}>{ICONS[kind]}</span>;
}
