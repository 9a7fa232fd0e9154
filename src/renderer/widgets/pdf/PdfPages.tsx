import { Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { DrawnPage } from './loadPdfPages';

interface PdfPagesProps {
  url: string;
  /** Each page's accessible name, `{n}` the page number. */
  pageLabel: string;
  /** Called once every page is drawn (the box around may now measure its full height). */
  onDrawn(): void;
  /** Called when pdf.js cannot load or draw the document; the caller shows its fallback. */
  onFailed(): void;
}

/**
 * The pages of a PDF drawn one below the other with pdf.js (loaded on first use), at the width of the
 * box it sits in, so the box's own scrolling is the document's: reading to the end is scrolling to the end.
 */
export function PdfPages({ url, pageLabel, onDrawn, onFailed }: PdfPagesProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<DrawnPage[]>([]);
  const done = useRef({ onDrawn, onFailed });
  done.current = { onDrawn, onFailed };
  useEffect(() => {
    const signal = { cancelled: false };
    const width = Math.max(200, Math.floor(holder.current?.clientWidth ?? 600));
    setPages([]);
    import('./loadPdfPages')
      .then(({ drawPdfPages }) => drawPdfPages(url, width, (page) => !signal.cancelled && setPages((shown) => [...shown, page]), signal))
      .then(
        () => !signal.cancelled && done.current.onDrawn(),
        () => !signal.cancelled && done.current.onFailed(),
      );
    return () => {
      signal.cancelled = true;
    };
  }, [url]);
  return (
    <Stack ref={holder} gap="xs">
      {pages.map((page, i) => (
        <PageCanvas key={i} page={page} label={pageLabel.replace('{n}', String(i + 1))} />
      ))}
    </Stack>
  );
}

// The drawn canvas is placed as it is (it was drawn off-screen), scaled to its CSS size.
function PageCanvas({ page, label }: { page: DrawnPage; label: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { canvas } = page;
    canvas.style.width = '100%';
    canvas.style.height = 'auto';
    canvas.style.display = 'block';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    slot.current?.replaceChildren(canvas);
  }, [page, label]);
  return <div ref={slot} style={{ aspectRatio: `${page.width} / ${page.height}`, boxShadow: '0 0 0 1px var(--mantine-color-gray-3)' }} />;
}
