export { AudioUploadField } from './AudioUploadField';
export { ImageListField } from './ImageListField';
export { ImageUploadField } from './ImageUploadField';
export { MediaUploadContext, defaultMediaOptions, type MediaUploadTarget } from './MediaUploadContext';
export { SnippetPickerField } from './snippet/SnippetPickerField';
export { SnippetCutterContext } from './snippet/SnippetCutterContext';
export { HlsVideoField } from './video/HlsVideoField';
export { HlsPlayer } from './video/HlsPlayer';
