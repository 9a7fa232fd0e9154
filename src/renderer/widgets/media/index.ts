export { AudioUploadField } from './AudioUploadField';
export { ImageUploadField } from './ImageUploadField';
export { MediaUploadContext, defaultMediaOptions, type MediaUploadTarget } from './MediaUploadContext';
