import type { ReactNode } from 'react';

/** One term of a description list and its value, wrapped in the div a <dl> allows for styling. */
export function DescriptionItem({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
