import { UPLOAD_FIELD, UPLOADS_TEXT } from '../../../../shared/constants/uploads';

/** An upload the server refused (or that never arrived), with the message to show in the field. */
export class UploadError extends Error {}

export interface UploadRequest<T> {
  done: Promise<T>;
  abort(): void;
}

/**
 * POSTs the file as the `file` field of a multipart form with XMLHttpRequest: fetch can't report
 * how much of a request body has gone, and a 10 MB photo on a phone connection takes a while.
 * `onProgress` hears the fraction sent (0–1). The answer is the server's JSON; a refusal rejects
 * with the server's `{ error }` message, anything else unreadable with UPLOADS_TEXT.uploadFailed.
 */
export function uploadFile<T>(url: string, file: File, onProgress: (fraction: number) => void): UploadRequest<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: a proxy's error page, say.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as T);
        return;
      }
      const message = (body as { error?: unknown } | null)?.error;
      reject(new UploadError(typeof message === 'string' && message.trim() && xhr.status < 500 ? message : UPLOADS_TEXT.uploadFailed));
    });
    xhr.addEventListener('error', () => reject(new UploadError(UPLOADS_TEXT.uploadFailed)));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/**
 * What the browser can check before sending: the size limit and, when it knows one, the type.
 * An empty type (the browser doesn't know) is left to the server, which reads the bytes anyway.
 */
export function fileProblem(
  file: Pick<File, 'size' | 'type'>,
  limits: { maxBytes: number; types: readonly string[]; tooLarge: string; wrongType: string },
): string | null {
  if (file.type && !limits.types.includes(file.type)) return limits.wrongType;
  if (file.size > limits.maxBytes) return limits.tooLarge;
  return null;
}
