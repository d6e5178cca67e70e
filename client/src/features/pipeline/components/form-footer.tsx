import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The end of a funnel form: its failure (if any) read out as an alert, then the submit button. */
export function FormFooter({ error, pending, children }: { error: Error | null; pending: boolean; children: ReactNode }) {
  return (
    <>
      {error && (
        <p role="alert" className="pipeline-error">
          {error.message}
        </p>
      )}
      <div className="pipeline-actions">
        <Button type="submit" loading={pending}>
          {children}
        </Button>
      </div>
    </>
  );
}
