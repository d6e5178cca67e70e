/** A screen whose feature is not built yet: a clear heading and nothing more. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="placeholder-page">
      <h1>{title}</h1>
      <p>Em construção.</p>
    </div>
  );
}
