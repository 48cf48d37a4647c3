/** Hands a text file to the browser's download (the Export Database CSV). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
