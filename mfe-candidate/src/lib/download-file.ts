/**
 * Saves text as a file through the browser's download: a Blob behind an object URL, clicked through an
 * `<a download>` that is in the document only for the click. The URL is revoked after the click has been handled.
 */
export function downloadTextFile(fileName: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
