// Saves text as a file through the browser's download (no server round trip).
export function downloadTextFile(fileName: string, text: string, type = 'text/plain') {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** Saves bytes (an export fetched with the session, an image drawn here) as a file. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from a title: letters, digits, spaces and dashes kept; never empty. */
export function fileNameFor(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'script'}.${extension}`;
}
