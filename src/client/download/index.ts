// Saves text made in the browser as a file: the console's exports and the attendee app's
// calendar. The object URL lives a moment past the click, long enough for the download to start.

export function downloadFile(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
