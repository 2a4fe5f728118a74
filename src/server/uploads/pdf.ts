import { TRPCError } from '@trpc/server';
import { UPLOAD_FIELD, UPLOAD_LIMITS, type UploadedFileDto, UPLOADS_TEXT } from '../../shared/constants/uploads';
import { fileInForm, randomFileStem } from './image-pipeline';
import { resourceFileAddress, type UploadStore } from './store';

/**
 * PDFs admins upload as resources' downloads, stored under a random name at a `/resource-files/`
 * address (uploads/store.ts; content/resource-files.ts), from which members download them (GET /api/resources/{id}/download).
 * A PDF isn't rewritten as images are: it is checked by its bytes and stored as it came.
 */

const HEADER = Buffer.from('%PDF-');
const END = Buffer.from('%%EOF');
/** Where the end marker may sit: writers add a newline or a little padding after it. */
const END_WINDOW = 1024;

/** The names of uploaded PDFs (resources.fileName): 128 random bits and `.pdf`. */
export const UPLOADED_PDF_FILE_NAME = /^[0-9a-f]{32}\.pdf$/;

/** A PDF by its bytes: the `%PDF-` header first, and a `%%EOF` marker within its last kilobyte. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < HEADER.length + END.length || !buffer.subarray(0, HEADER.length).equals(HEADER)) return false;
  return buffer.subarray(Math.max(0, buffer.length - END_WINDOW)).includes(END);
}

/**
 * Stores the PDF in the form's `file` field and answers its file name.
 * PAYLOAD_TOO_LARGE above UPLOAD_LIMITS.pdfMaxBytes (before it is read), BAD_REQUEST when the bytes
 * aren't a PDF's, whatever the name or declared type says.
 */
export async function storeResourcePdf(uploads: UploadStore, form: FormData): Promise<UploadedFileDto> {
  const file = fileInForm(form, UPLOAD_FIELD, UPLOADS_TEXT.noFile);
  if (file.size > UPLOAD_LIMITS.pdfMaxBytes) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: UPLOADS_TEXT.pdfTooLarge });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikePdf(bytes)) throw new TRPCError({ code: 'BAD_REQUEST', message: UPLOADS_TEXT.notPdf });
  const fileName = `${randomFileStem()}.pdf`;
  await uploads.put([{ address: resourceFileAddress(fileName), bytes, contentType: 'application/pdf' }]);
  return { fileName };
}
