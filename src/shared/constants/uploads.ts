/**
 * Admin uploads (images for covers, recipes, logos …; PDFs for resources). The server enforces
 * these limits; the upload fields check the same numbers first so an admin with a 30 MB photo
 * hears it at once instead of after the upload. The bytes themselves are judged by the server.
 */

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** An uploaded image's file size. */
  imageMaxBytes: 10 * MB,
  /** Width × height as the image's header declares it (a small file can declare a huge image). */
  imageMaxPixels: 50_000_000,
  /** An uploaded PDF's file size. */
  pdfMaxBytes: 20 * MB,
} as const;

/**
 * The widths every uploaded image is stored at, smallest first; the largest is the stored address
 * itself, the others sit beside it as `<name>-<width>.webp`. Never enlarged: an image narrower
 * than a width is stored at its own width under that name.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The types the image field offers (the server goes by the bytes, never by these). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PDF_UPLOAD_TYPES = ['application/pdf'] as const;

/** The multipart field that carries the file, on the tRPC and the REST paths alike. */
export const UPLOAD_FIELD = 'file';

/** The REST paths the fields upload to (XMLHttpRequest, for upload progress). */
export const UPLOAD_PATHS = {
  images: '/api/admin/uploads/images',
  files: '/api/admin/uploads/files',
} as const;

/** Where stored uploaded images are served: `/uploads/images/<32 hex>.webp`. */
export const UPLOADED_IMAGES_PATH = '/uploads/images/';

export const UPLOADS_TEXT = {
  noFile: `Please attach the file as the "${UPLOAD_FIELD}" field of a multipart/form-data body.`,
  notImage: "That file isn't a JPEG, PNG, WebP or GIF image.",
  imageTooLarge: 'That image is larger than 10 MB.',
  tooManyPixels: 'That image is larger than 50 megapixels. Please choose a smaller one.',
  notPdf: "That file isn't a PDF.",
  pdfTooLarge: 'That PDF is larger than 20 MB.',
  uploadFailed: 'The upload failed. Please check your connection and try again.',
  badAddress: "That address can't be used for an image. Paste a path on this site (such as /uploads/…) or an images.unsplash.com address.",
} as const;

/** The answer of POST /api/admin/uploads/images and admin.uploads.image. */
export interface UploadedImageDto {
  /** `/uploads/images/<32 hex>.webp`, the address to store. */
  address: string;
  /** The srcset for the stored widths (imageSrcSet of the address). */
  srcSet: string;
}

/** The answer of POST /api/admin/uploads/files and admin.uploads.pdf. */
export interface UploadedFileDto {
  /** The stored file's name in the resource files folder (resources.fileName). */
  fileName: string;
}
