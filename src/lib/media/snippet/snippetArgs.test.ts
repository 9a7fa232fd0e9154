import { describe, expect, it } from 'vitest';
import { latestStart, snippetArgs, snippetCopyArgs } from './snippetArgs';

describe('snippet cutting arguments', () => {
  it('seeks to the start, keeps exactly the length and re-encodes the first audio stream to mp3', () => {
    expect(snippetArgs('/in/a.mp3', '/out.mp3', 12.3456, 30)).toEqual([
      '-ss', '12.346', '-i', '/in/a.mp3', '-t', '30.000', '-map', '0:a:0', '-map_metadata', '-1', '-c:a', 'libmp3lame', '-b:a', '128k', '/out.mp3',
    ]);
  });

  it('the stream copy seeks before the input and copies the first audio stream whole', () => {
    expect(snippetCopyArgs('/in/a.mp3', '/out.mp3', 12.3456, 30)).toEqual(['-ss', '12.346', '-i', '/in/a.mp3', '-t', '30.000', '-map', '0:a:0', '-map_metadata', '-1', '-c:a', 'copy', '/out.mp3']);
  });

  it('never starts later than a whole snippet before the end, nor before 0', () => {
    expect(latestStart(100, 30)).toBe(70);
    expect(latestStart(20, 30)).toBe(0);
  });
});
