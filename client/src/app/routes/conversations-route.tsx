import ConversationsPage from '@/features/chat/pages/conversations-page';
import { DueTodayLink } from '@/features/flashcards/components/due-today-link';

/** /painel/conversas, the student's home in the panel: today's flashcard reminder above the conversation. */
export default function ConversationsRoute() {
  return (
    <>
      <DueTodayLink />
      <ConversationsPage />
    </>
  );
}
