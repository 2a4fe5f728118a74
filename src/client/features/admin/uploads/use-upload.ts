import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { UPLOADS_TEXT } from '../../../../shared/constants/uploads';
import { type UploadRequest, UploadError, uploadFile } from './upload-request';

export interface UploadState {
  /** 0–100 while an upload is under way, null otherwise. */
  progress: number | null;
  /** The pre-check's or the server's refusal, until the next attempt. */
  problem: string | null;
  setProblem(problem: string | null): void;
  /** The file input's change handler: pre-checks the chosen file and uploads it. */
  onFileChosen(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * One upload field's upload: pre-check, XMLHttpRequest with progress, the server's refusal as the
 * field's problem. `onUploaded` hears the server's answer. Leaving the page aborts the upload.
 */
export function useUpload<T>(options: {
  url: string;
  precheck: (file: File) => string | null;
  onUploaded: (answer: T) => void;
}): UploadState {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<UploadRequest<T> | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(
    () => () => {
      const request = current.current;
      current.current = null;
      request?.abort();
    },
    [],
  );

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const found = latest.current.precheck(file);
    setProblem(found);
    if (found) return;
    current.current?.abort();
    setProgress(0);
    const request = uploadFile<T>(latest.current.url, file, (fraction) => setProgress(Math.round(fraction * 100)));
    current.current = request;
    request.done.then(
      (answer) => {
        if (current.current !== request) return;
        current.current = null;
        setProgress(null);
        latest.current.onUploaded(answer);
      },
      (error: unknown) => {
        if (current.current !== request) return;
        current.current = null;
        setProgress(null);
        setProblem(error instanceof UploadError ? error.message : UPLOADS_TEXT.uploadFailed);
      },
    );
  };

  return { progress, problem, setProblem, onFileChosen };
}
