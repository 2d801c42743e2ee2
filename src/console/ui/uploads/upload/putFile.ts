// The raw bytes to the upload link: XMLHttpRequest, because fetch reports no upload progress.
// The server answers the PUT once the file is processed.

/** Progress as shown: at most 99 % until the server reports the file processed (spec §2.25). */
export function cappedPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

export interface PutResult {
  status: number;
  body: string;
}

export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onPercent: (percent: number) => void,
): Promise<PutResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onPercent(cappedPercent(e.loaded, e.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(file);
  });
}
