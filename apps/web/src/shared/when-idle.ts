/**
 * Runs `run` once the browser has painted what it is rendering and is idle: a frame's callback runs
 * before the paint and a task it posts after it, then an idle callback waits for the tasks queued by
 * then. On a browser that stays busy, `timeoutMs` after the paint at most; on a hidden page (which
 * paints no frames) or a browser without idle callbacks, in a next task. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback !== 'function') return run();
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    cancel = () => cancelIdleCallback(handle);
  };
  const afterPaint = () => {
    const timer = setTimeout(idle, 0);
    cancel = () => clearTimeout(timer);
  };
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') afterPaint();
  else {
    const frame = requestAnimationFrame(afterPaint);
    cancel = () => cancelAnimationFrame(frame);
  }
  return () => cancel();
}
