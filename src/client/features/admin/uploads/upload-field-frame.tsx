import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { RefreshCw, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { FieldMessage, UploadProgress } from './upload-parts';
import type { UploadState } from './use-upload';

export interface UploadFieldFrameProps {
  label: string;
  /** The file input's accept list: the MIME types the server takes. */
  accept: readonly string[];
  upload: UploadState;
  /** The stored file's preview (an image, a file name), or null when the field is empty. */
  preview: ReactNode;
  /** The button of an empty field: "Choose image", with its icon. */
  choose: ReactNode;
  onRemove(): void;
  /** What the field takes: "PDF, up to 20 MB." */
  formats: string;
  helper?: string;
  /** The form's own error for this field; the upload's refusal shows first. */
  error?: string;
  /** More ways to fill the field, under the buttons (an address to paste). */
  children?: ReactNode;
}

/**
 * What every upload field shares: its label on a visually hidden file input, the preview, the
 * progress bar, Choose (or Replace and Remove), the formats and one message.
 */
export function UploadFieldFrame({
  label,
  accept,
  upload,
  preview,
  choose,
  onRemove,
  formats,
  helper,
  error,
  children,
}: UploadFieldFrameProps) {
  const fileId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = upload.progress !== null;
  const problem = upload.problem ?? error;
  const chooseFile = () => inputRef.current?.click();

  return (
    <Stack gap="2">
      <chakra.label htmlFor={fileId} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      <input
        ref={inputRef}
        id={fileId}
        type="file"
        accept={accept.join(',')}
        aria-describedby={problem || helper ? messageId : undefined}
        aria-invalid={problem ? true : undefined}
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
        onChange={upload.onFileChosen}
        disabled={uploading}
      />

      {preview}
      {uploading ? <UploadProgress label={label} value={upload.progress ?? 0} /> : null}

      <HStack gap="2" flexWrap="wrap">
        {preview ? (
          <>
            <Button size="sm" type="button" variant="outline" onClick={chooseFile} disabled={uploading}>
              <RefreshCw aria-hidden />
              Replace
            </Button>
            <Button
              size="sm"
              type="button"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                upload.setProblem(null);
                onRemove();
              }}
              disabled={uploading}
            >
              <Trash2 aria-hidden />
              Remove
            </Button>
          </>
        ) : (
          <Button size="sm" type="button" variant="outline" onClick={chooseFile} disabled={uploading}>
            {choose}
          </Button>
        )}
      </HStack>

      {children}
      <Text fontSize="xs" color="fg.muted">
        {formats}
      </Text>
      <FieldMessage id={messageId} problem={problem} helper={helper} />
    </Stack>
  );
}
