// Content negotiation for the verification link: browsers opening it from a mail client want a page.

function qualities(accept: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (!type) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    map.set(type.trim(), Number.isFinite(value) ? value : 0);
  }
  return map;
}

/** True when text/html is named explicitly and ranks above JSON (wildcards count only for JSON). */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const q = qualities(accept);
  const html = q.get('text/html') ?? 0;
  const json = q.get('application/json') ?? q.get('application/*') ?? q.get('*/*') ?? 0;
  return html > 0 && html > json;
}
