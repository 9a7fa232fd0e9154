import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every response the server sends (API, files, the built app, Vite in
 * development): what the product needs and nothing more, so a script that reaches the app's origin
 * (a stored file, an injected string) cannot run or send data elsewhere.
 *
 * Adding an exception: a feature that needs one adds it here, in the directive it concerns, with a
 * comment naming the feature, and a Chromium test that loads the feature under this policy and
 * counts no `securitypolicyviolation` (see tests/e2e/contentSecurityPolicy.e2e.test.ts). Expected:
 * - ffmpeg.wasm (snippet trimming): script-src 'wasm-unsafe-eval', worker-src blob: for its worker;
 * - hls.js (video lessons): media-src blob: is already there; worker-src blob: for its transmuxer;
 * - the PDF viewer (retreat terms): worker-src for pdf.js's worker, served from 'self'.
 * The Firebase production build is served by Firebase Hosting, whose own headers carry its policy
 * (connect-src for Firestore, Storage and Auth); this one is for the embedded server.
 */
const PRODUCTION: Record<string, string[]> = {
  'default-src': ["'self'"],
  // 'wasm-unsafe-eval': ffmpeg.wasm (snippet trimming, video to HLS) compiles its core; the core, its .wasm
  // and its worker are served from 'self' (never a CDN). It allows WebAssembly only, not eval.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // Mantine writes its CSS variables and component styles as inline <style> and style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Previews and crops are data: and blob: URLs of the picked file before it is uploaded.
  'img-src': ["'self'", 'data:', 'blob:'],
  // An audio file's duration is read from a blob: URL before upload.
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // blob:: the HLS player hands hls.js the stored playlist rewritten with signed segment URLs as a blob: URL.
  'connect-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** What `npm run dev` adds, each for a reason that does not exist in the built app. */
const DEVELOPMENT_ADDITIONS: Record<string, string[]> = {
  // 'unsafe-inline': @vitejs/plugin-react's React Refresh preamble is an inline <script> in index.html.
  // 'unsafe-eval': without the build's precompiled validators, ajv compiles the schemas with new Function.
  'script-src': ["'unsafe-inline'", "'unsafe-eval'"],
  // Vite's hot-reload websocket ('self' does not match ws: in every browser).
  'connect-src': ['ws:', 'wss:'],
};

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy text for the built app (`npm start`) or for development with Vite (`npm run dev`).
 * `additions` come from the server's configuration, each naming its feature where it is built (the
 * LiveKit broadcast path: its WHIP ingress and HLS origins, liveKitPolicyAdditions).
 */
export function contentSecurityPolicy(mode: 'production' | 'development', additions: Record<string, string[]> = {}): string {
  const add = (base: Record<string, string[]>, more: Record<string, string[]>) => Object.fromEntries(Object.entries(base).map(([name, sources]) => [name, [...sources, ...(more[name] ?? [])]]));
  return serialise(add(mode === 'production' ? PRODUCTION : add(PRODUCTION, DEVELOPMENT_ADDITIONS), additions));
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Wraps the server's request handler so every response carries the policy, errors and 404s included. */
export function withContentSecurityPolicy(policy: string, handler: Handler): Handler {
  return (req, res) => {
    res.setHeader('Content-Security-Policy', policy);
    return handler(req, res);
  };
}
