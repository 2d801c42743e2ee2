// Rich text of the event (slogan, copyright): HTML the server sanitised with the shared policy
// on every write and again when building the public snapshot.
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
