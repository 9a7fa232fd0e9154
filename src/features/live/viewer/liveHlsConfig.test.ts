import { describe, expect, it, vi } from 'vitest';
import { isSameOrigin, liveHlsConfig } from './liveHlsConfig';

describe('the viewer sends its bearer only to the embedded server', () => {
  it('tells the page’s origin from another', () => {
    expect(isSameOrigin('/svc/events/api/v1/events/e/occurrences/o/hls/index.m3u8', 'http://localhost:5173/live/e/watch')).toBe(true);
    expect(isSameOrigin('http://localhost:5173/x.ts', 'http://localhost:5173/live/e/watch')).toBe(true);
    expect(isSameOrigin('https://cdn.example.test/hls/live/e/o/live.m3u8', 'http://localhost:5173/live/e/watch')).toBe(false);
    expect(isSameOrigin('http://localhost:5174/x.ts', 'http://localhost:5173/live/e/watch')).toBe(false);
  });

  it('xhrSetup adds Authorization for the page’s origin and never for a CDN', () => {
    vi.stubGlobal('location', new URL('http://localhost:5173/live/e/watch'));
    const setup = liveHlsConfig('id-token').xhrSetup!;
    const own = { setRequestHeader: vi.fn() };
    const cdn = { setRequestHeader: vi.fn() };
    void setup(own as unknown as XMLHttpRequest, 'http://localhost:5173/svc/events/api/v1/events/e/occurrences/o/hls/index.m3u8', {} as never);
    void setup(cdn as unknown as XMLHttpRequest, 'https://cdn.example.test/hls/live/e/o/live.m3u8', {} as never);
    expect(own.setRequestHeader).toHaveBeenCalledWith('Authorization', 'Bearer id-token');
    expect(cdn.setRequestHeader).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
