const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as mm:ss, or h:mm:ss once the time reaches an hour (media lengths, snippet positions). */
export function clockTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
