// pdf.js and its worker load only here, when a PDF is first shown (DESIGN §9: the PDF viewer loads only when used).
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** One page drawn: the canvas and its size in CSS pixels. */
export interface DrawnPage {
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
}

/**
 * Draws every page of the PDF at `url` into its own canvas, `width` CSS pixels wide (sharp on dense
 * screens); `onPage` receives each page as it is drawn, in order. Resolves with the page count.
 */
export async function drawPdfPages(url: string, width: number, onPage: (page: DrawnPage, index: number) => void, signal: { cancelled: boolean }): Promise<number> {
  const pdf = await getDocument(url).promise;
  try {
    const ratio = Math.max(1, globalThis.devicePixelRatio || 1);
    for (let number = 1; number <= pdf.numPages && !signal.cancelled; number++) {
      const page = await pdf.getPage(number);
      const scale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: scale * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      onPage({ canvas, width, height: viewport.height / ratio }, number - 1);
    }
    return pdf.numPages;
  } finally {
    void pdf.destroy();
  }
}
