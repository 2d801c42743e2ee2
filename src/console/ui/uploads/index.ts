// The upload flow and its widgets (image with crop, plain file). Only lazily loaded screens use
// them: the file records they follow live in entities/files, which the store loads eagerly.
export { filesApi } from './filesApi';
export { useFileUpload, canUpload, FILES_ERROR_PREFIX } from './upload/useFileUpload';
export type { UploadOptions, FileUpload } from './upload/useFileUpload';
export { useCropImage } from './upload/useCropImage';
export { ImageUploadWidget, IMAGE_ACCEPT } from './widgets/ImageUploadWidget';
export type { ImageUploadWidgetProps } from './widgets/ImageUploadWidget';
export { FileUploadWidget } from './widgets/FileUploadWidget';
export type { FileUploadWidgetProps } from './widgets/FileUploadWidget';
