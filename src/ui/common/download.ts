/** Downloads through Blob URLs (nothing leaves the tab: the browser saves a local object). */

/** Save `text` as a file named `fileName`. */
export function downloadText(fileName: string, text: string, mime = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A safe file name from a project name. */
export function fileNameOf(name: string): string {
  return (
    name
      .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
      .trim()
      .slice(0, 80) || 'project'
  );
}
