import { createContext, useContext } from 'react';
import { ffmpegSnippetCutter, type SnippetCutter } from '../../../../lib/media/snippet/snippetCutter';

/**
 * Which cutter the snippet picker uses: ffmpeg.wasm in the browser (the default). A test harness where
 * ffmpeg cannot run (jsdom) provides another implementation of the same port.
 */
export const SnippetCutterContext = createContext<SnippetCutter>(ffmpegSnippetCutter);

export const useSnippetCutter = (): SnippetCutter => useContext(SnippetCutterContext);
