import { Alert } from '@/components/ui/alert';

interface PageFeedbackProps {
  notice: string | null;
  failure: string | null;
  onCloseNotice(): void;
  onCloseFailure(): void;
}

/** A flashcards page's confirmation (e.g. 'Deck excluído.') and error, each closable. */
export function PageFeedback({ notice, failure, onCloseNotice, onCloseFailure }: PageFeedbackProps) {
  return (
    <>
      {notice && (
        <Alert tone="success" onClose={onCloseNotice}>
          {notice}
        </Alert>
      )}
      {failure && <Alert onClose={onCloseFailure}>{failure}</Alert>}
    </>
  );
}
