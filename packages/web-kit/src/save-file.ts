/**
 * Saves a file the browser fetched (a `Blob`) through its download: an object URL clicked through an
 * `<a download>` that is in the document only for the click. The URL is revoked a minute later, once the
 * download has read it.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
