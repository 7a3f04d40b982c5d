// Leaves the SPA for a URL the server gave (hosted Checkout or portal, or the way back from them).
// One module, so tests can replace it and assert where the browser would have gone.
export function navigateExternal(url: string) {
  window.location.assign(url);
}
