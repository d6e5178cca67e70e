/** Three pulsing dots with a label for screen readers. */
export function LoadingDots({ label }: { label: string }) {
  return (
    <span className="chat-dots" role="status">
      <span className="chat-dots__dot" aria-hidden="true" />
      <span className="chat-dots__dot" aria-hidden="true" />
      <span className="chat-dots__dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
