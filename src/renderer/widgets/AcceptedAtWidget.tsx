import { Anchor, Box, Checkbox, Loader, Stack, Text, Title } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useOwnFieldError } from '../FieldErrorContext';
import { PdfPages } from './pdf/PdfPages';

// Within this many pixels of the end counts as read to the end (rounding of fractional scroll positions).
const END_SLACK_PX = 4;
const MAX_HEIGHT_PX = 600;

type Document = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; blocks: Array<{ heading: boolean; text: string }> };

/** The document's text as blocks: '# ' lines are headings, blank lines separate paragraphs, `{name}` filled from `facts`. */
export function documentBlocks(text: string, facts: Readonly<Record<string, unknown>>): Array<{ heading: boolean; text: string }> {
  return text
    .replace(/\{(\w+)\}/g, (whole, name: string) => (typeof facts[name] === 'string' ? (facts[name] as string) : whole))
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (/^#{1,3}\s/.test(block) ? { heading: true, text: block.replace(/^#{1,3}\s+/, '') } : { heading: false, text: block.replace(/\*\*/g, '') }));
}

/**
 * `x-ui.widget: "acceptedAt"` on a date-time: the document in a box at most 600 px high, a printable copy
 * (`options.documentUrl`), and a checkbox (`options.checkboxLabel`) enabled once the box was scrolled to
 * its end. With `options.viewer: "pdf"` the box shows the PDF at `documentUrl` page by page (pdf.js);
 * otherwise, or when the PDF cannot be drawn, it shows the text at `options.textUrl` (its `{name}`s filled
 * from `options.textFacts`), and the link still opens the PDF. Ticking stores the moment; unticking clears it.
 */
export function AcceptedAtWidget({ id, fieldPointer, value, onChange, disabled, readonly, options }: WidgetProps) {
  const error = useOwnFieldError(fieldPointer);
  const pdfUrl = options.viewer === 'pdf' && typeof options.documentUrl === 'string' ? options.documentUrl : null;
  const [pdf, setPdf] = useState<'drawing' | 'drawn' | 'failed'>(pdfUrl ? 'drawing' : 'failed');
  const [doc, setDoc] = useState<Document>({ state: 'loading' });
  const [readToEnd, setReadToEnd] = useState(typeof value === 'string');
  const box = useRef<HTMLDivElement>(null);
  const textUrl = typeof options.textUrl === 'string' ? options.textUrl : null;
  const facts = (options.textFacts ?? {}) as Record<string, unknown>;
  const factsKey = JSON.stringify(facts);
  const showText = pdf === 'failed';
  useEffect(() => {
    if (!showText) return;
    if (!textUrl) return setDoc({ state: 'failed' });
    let live = true;
    fetch(textUrl)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => live && setDoc({ state: 'ready', blocks: documentBlocks(text, JSON.parse(factsKey) as Record<string, unknown>) }))
      .catch(() => live && setDoc({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [showText, textUrl, factsKey]);
  const checkEnd = useCallback((element: HTMLElement) => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - END_SLACK_PX) setReadToEnd(true);
  }, []);
  // A document shorter than the box is read as soon as it shows.
  useEffect(() => {
    if ((showText ? doc.state !== 'loading' : pdf === 'drawn') && box.current) checkEnd(box.current);
  }, [showText, doc.state, pdf, checkEnd]);
  const documentTitle = typeof options.documentTitle === 'string' ? options.documentTitle : undefined;
  const printLabel = typeof options.printLabel === 'string' ? options.printLabel : 'Printable version';
  const scrollHint = typeof options.scrollHint === 'string' ? options.scrollHint : undefined;
  // Pages are named by the document's title and their number, so no text of the widget's own is needed.
  const pageLabel = documentTitle ? `${documentTitle} ({n})` : '{n}';
  const checkboxLabel = typeof options.checkboxLabel === 'string' ? options.checkboxLabel : '';
  const locked = disabled || readonly;
  return (
    <Stack gap="xs">
      <Box
        ref={box}
        id={id}
        tabIndex={0}
        role="document"
        aria-label={documentTitle}
        onScroll={(event: UIEvent<HTMLDivElement>) => checkEnd(event.currentTarget)}
        mah={MAX_HEIGHT_PX}
        p="md"
        style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        {pdfUrl && !showText ? (
          <PdfPages url={pdfUrl} pageLabel={pageLabel} onDrawn={() => setPdf('drawn')} onFailed={() => setPdf('failed')} />
        ) : null}
        {(showText && doc.state === 'loading') || pdf === 'drawing' ? <Loader size="sm" aria-label={documentTitle} /> : null}
        {showText && doc.state === 'failed' ? <Text size="sm">{documentTitle}</Text> : null}
        {showText && doc.state === 'ready'
          ? doc.blocks.map((block, i) =>
              block.heading ? (
                <Title key={i} order={i === 0 ? 3 : 4} mt={i === 0 ? 0 : 'md'} mb="xs">
                  {block.text}
                </Title>
              ) : (
                <Text key={i} size="sm" mb="sm">
                  {block.text}
                </Text>
              ),
            )
          : null}
      </Box>
      {typeof options.documentUrl === 'string' ? (
        <Anchor href={options.documentUrl} target="_blank" rel="noopener" size="sm">
          {printLabel}
        </Anchor>
      ) : null}
      {!readToEnd && scrollHint ? (
        <Text size="xs" c="dimmed">
          {scrollHint}
        </Text>
      ) : null}
      <Checkbox
        id={`${id}-accept`}
        label={checkboxLabel}
        checked={typeof value === 'string'}
        disabled={locked || !readToEnd}
        error={error}
        onChange={(event) => onChange(event.currentTarget.checked ? new Date().toISOString() : undefined)}
      />
    </Stack>
  );
}
