import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

// RJSF core draws markdown only where a schema opts in (`enableMarkdownInDescription`/`InHelp`, which our
// steps never set) and in a few of its own rare messages (unsupported field, file info). Its static import
// put the whole parser (about 31 kB gzip) on every wizard route; `lazyRjsfMarkdownPlugin` points RJSF's
// import here, so the parser loads the first time something is drawn as markdown.
const Real = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

/** RJSF's `Markdown`, loaded on first use; the plain text shows while the parser loads. */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<span>{typeof props.children === 'string' ? props.children : null}</span>}>
      <Real {...props} />
    </Suspense>
  );
}
