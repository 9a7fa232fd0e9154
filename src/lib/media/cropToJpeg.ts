import { IMAGE_JPEG_QUALITY } from './imageRules';

/** Anything that can draw its crop on a canvas (cropperjs' instance does). */
export interface CanvasSource {
  getCroppedCanvas(options?: { fillColor?: string; imageSmoothingQuality?: 'low' | 'medium' | 'high' }): HTMLCanvasElement;
}

/** The current crop as JPEG at quality 0.8; a transparent PNG gets a white background. */
export function cropToJpeg(source: CanvasSource): Promise<Blob> {
  const canvas = source.getCroppedCanvas({ fillColor: '#fff', imageSmoothingQuality: 'high' });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))), 'image/jpeg', IMAGE_JPEG_QUALITY);
  });
}
