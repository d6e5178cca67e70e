import { Alert } from '@/components/ui/alert';
import type { FormOutcomeState } from '@/features/accounts/hooks/use-form-outcome';

/** Above a settings form: the success note (which the person may close) or the failure. */
export function FormOutcome({ outcome, success }: { outcome: FormOutcomeState; success: string }) {
  return (
    <>
      {outcome.done && (
        <Alert tone="success" onClose={outcome.dismiss}>
          {success}
        </Alert>
      )}
      {outcome.failure && <Alert tone="danger">{outcome.failure}</Alert>}
    </>
  );
}
