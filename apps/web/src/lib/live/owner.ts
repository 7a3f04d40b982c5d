// Who a copy kept on this device belongs to, without writing the e-mail address anywhere (issue 23,
// item 7): the live documents' IndexedDB names (live-copies.ts) and the old local drafts' keys
// (legacy-drafts.ts) name the user by this digest.

/**
 * A short digest of the lowercased address (cyrb53, a public-domain 53-bit string hash): tells this
 * browser's users apart without writing their address into a name.
 */
export function liveCopyOwner(email: string): string {
  const text = email.toLowerCase();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `u${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
