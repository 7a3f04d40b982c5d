// Which request paths belong to the API (JSON answers) rather than to the web app's pages.

/** `/api`, `/api/…` or `/api?…` (not `/apiary`). */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
