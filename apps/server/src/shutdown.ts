import type { FastifyInstance } from 'fastify';

/** Something that runs beside the HTTP server and uses the database (engine, live pages, jobs). */
export interface BackgroundPart {
  name: string;
  /** Stops taking new work and resolves once the work in flight is done. */
  stop(): Promise<unknown>;
}

/**
 * Work repeated on a timer (housekeeping): stopping clears the timer and waits for a run in flight,
 * so the database is never closed under it.
 */
export function repeat(name: string, everyMs: number, run: () => Promise<unknown>): BackgroundPart {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();
  return {
    name,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}

/**
 * The stop order: the HTTP server stops taking connections and every request in flight
 * finishes (connections still open after `graceMs`, such as price streams, are cut); then the background
 * parts stop in the given order, each finishing its work in flight; the database closes last, when
 * nothing can use it any more.
 */
export async function shutdown(parts: {
  app: FastifyInstance;
  background: BackgroundPart[];
  database: { close(): Promise<void> };
  graceMs: number;
  log?: { warn(data: object, message: string): void };
}): Promise<void> {
  const cut = setTimeout(() => parts.app.server.closeAllConnections(), parts.graceMs);
  cut.unref();
  // A keep-alive connection whose request finished during the stop is idle now: close it at once
  // instead of letting it hold the stop until the grace period ends.
  const idle = setInterval(() => parts.app.server.closeIdleConnections(), 50);
  idle.unref();
  try {
    await parts.app.close();
  } finally {
    clearTimeout(cut);
    clearInterval(idle);
  }
  for (const part of parts.background) {
    await part.stop().catch((err: unknown) => parts.log?.warn({ err, part: part.name }, 'stop failed'));
  }
  await parts.database.close();
}
