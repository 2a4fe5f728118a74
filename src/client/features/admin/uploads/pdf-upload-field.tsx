import { HStack, Text } from '@chakra-ui/react';
import { FileText, FileUp } from 'lucide-react';
import { PDF_UPLOAD_TYPES, UPLOAD_LIMITS, UPLOAD_PATHS, type UploadedFileDto, UPLOADS_TEXT } from '../../../../shared/constants/uploads';
import { UploadFieldFrame } from './upload-field-frame';
import { fileProblem } from './upload-request';
import { useUpload } from './use-upload';

export interface PdfUploadFieldProps {
  label: string;
  /** The stored file's name in the resource files folder (resources.fileName), or null. */
  value: string | null;
  onChange(fileName: string | null): void;
  error?: string;
}

/** The checks the server makes that the browser can make first. */
export function pdfFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  return fileProblem(file, {
    maxBytes: UPLOAD_LIMITS.pdfMaxBytes,
    types: PDF_UPLOAD_TYPES,
    tooLarge: UPLOADS_TEXT.pdfTooLarge,
    wrongType: UPLOADS_TEXT.notPdf,
  });
}

/** An admin form's PDF (a resource's download): upload with progress, then Replace and Remove. */
export function PdfUploadField({ label, value, onChange, error }: PdfUploadFieldProps) {
  const upload = useUpload<UploadedFileDto>({
    url: UPLOAD_PATHS.files,
    precheck: pdfFileProblem,
    onUploaded: (answer) => onChange(answer.fileName),
  });

  return (
    <UploadFieldFrame
      label={label}
      accept={PDF_UPLOAD_TYPES}
      upload={upload}
      preview={
        value ? (
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <FileText aria-hidden size={18} />
            <Text data-testid="pdf-file-name" wordBreak="break-all">
              {value}
            </Text>
          </HStack>
        ) : null
      }
      choose={
        <>
          <FileUp aria-hidden />
          Choose PDF
        </>
      }
      onRemove={() => onChange(null)}
      formats="PDF, up to 20 MB."
      error={error}
    />
  );
}
