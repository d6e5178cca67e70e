import type { DownloadedFile } from '@/features/data-export/api/download-my-data';

/** Hands a generated file to the browser's download (an object URL on a temporary link). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
