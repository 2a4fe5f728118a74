export { ImageUploadField, type ImageKind, type ImageUploadFieldProps } from './image-upload-field';
export { PdfUploadField, type PdfUploadFieldProps } from './pdf-upload-field';
