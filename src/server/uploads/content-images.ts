import { TRPCError } from '@trpc/server';
import {
  IMAGE_WIDTHS,
  UPLOAD_FIELD,
  UPLOAD_LIMITS,
  type UploadedImageDto,
  UPLOADED_IMAGES_PATH,
  UPLOADS_TEXT,
} from '../../shared/constants/uploads';
import { imageSrcSet } from '../../shared/lib/images';
import { fileInForm, type ImageRules, randomFileStem, reencodeImage } from './image-pipeline';
import type { UploadStore } from './store';

/**
 * Images admins upload for the site's content (blog covers, recipe photos, logos …): the image
 * pipeline's upright, metadata-free decode, stored as WebP at each of IMAGE_WIDTHS. The widest is
 * the address content stores (`/uploads/images/<32 hex>.webp`); the narrower ones sit beside it
 * as `<hex>-<width>.webp` for the srcset (imageSrcSet). Never enlarged: a 700-pixel image is
 * stored at 480 and at 700 under the 960 and 1600 names, so every srcset entry exists.
 */

export const CONTENT_IMAGE_RULES: ImageRules = {
  maxBytes: UPLOAD_LIMITS.imageMaxBytes,
  maxPixels: UPLOAD_LIMITS.imageMaxPixels,
  text: { notImage: UPLOADS_TEXT.notImage, tooLarge: UPLOADS_TEXT.imageTooLarge, tooManyPixels: UPLOADS_TEXT.tooManyPixels },
};

/** The names of stored content images: the widest copy and the narrower ones. Only these are served. */
export const CONTENT_IMAGE_FILE_NAME = new RegExp(`^[0-9a-f]{32}(-(${IMAGE_WIDTHS.slice(0, -1).join('|')}))?\\.webp$`);

/** The file name of one width of a stored image: the widest has no suffix. */
function fileNameAt(stem: string, width: number): string {
  return width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ? `${stem}.webp` : `${stem}-${width}.webp`;
}

/** The WebP copies of an uploaded image, one per IMAGE_WIDTHS entry (decoded once). */
export async function processContentImage(bytes: Uint8Array): Promise<{ width: number; data: Buffer }[]> {
  const { result } = await reencodeImage(bytes, CONTENT_IMAGE_RULES, (image) =>
    Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    ),
  );
  return result;
}

/**
 * Stores the image in the form's `file` field and answers its address and srcset. BAD_REQUEST for
 * anything that isn't a JPEG, PNG, WebP or GIF by its bytes (whatever its name or type says) or
 * declares more than UPLOAD_LIMITS.imageMaxPixels; PAYLOAD_TOO_LARGE above imageMaxBytes, checked
 * before anything is decoded. A replaced image's files are kept: an audit entry's "before" may
 * point at them.
 */
export async function storeContentImage(uploads: UploadStore, form: FormData): Promise<UploadedImageDto> {
  const file = fileInForm(form, UPLOAD_FIELD, UPLOADS_TEXT.noFile);
  if (file.size > UPLOAD_LIMITS.imageMaxBytes) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: UPLOADS_TEXT.imageTooLarge });
  const copies = await processContentImage(new Uint8Array(await file.arrayBuffer()));
  const stem = randomFileStem();
  await uploads.put(
    copies.map(({ width, data }) => ({
      address: `${UPLOADED_IMAGES_PATH}${fileNameAt(stem, width)}`,
      bytes: data,
      contentType: 'image/webp',
    })),
  );
  const address = `${UPLOADED_IMAGES_PATH}${stem}.webp`;
  return { address, srcSet: imageSrcSet(address)! };
}
