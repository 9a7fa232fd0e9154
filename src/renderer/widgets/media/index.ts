export { AudioUploadField, AudioUploadWidget } from './AudioUploadWidget';
export { ImageUploadField, ImageUploadWidget } from './ImageUploadWidget';
export { MediaUploadContext, defaultMediaOptions, type MediaUploadTarget } from './MediaUploadContext';

/** Registry entries for the renderer: hint name → field component (media values are objects). */
export const mediaFieldForHint = { imageUpload: 'ImageUploadField', audioUpload: 'AudioUploadField' } as const;
