// Saves a file the browser received (a console download made with the bearer token, which a
// plain link cannot send): through a temporary object URL and a link's `download`.
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
