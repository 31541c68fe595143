export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1_000, maxMs: 60_000 };

/**
 * Reconnect delays that double up to a ceiling, each drawn between half and all of its step so that
 * many replicas dropped together do not come back in step.
 */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly options: BackoffOptions = DEFAULT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  next(): number {
    const ceiling = Math.min(this.options.maxMs, this.options.initialMs * 2 ** this.attempt);
    this.attempt += 1;
    return Math.round(ceiling * (0.5 + this.random() / 2));
  }

  reset(): void {
    this.attempt = 0;
  }
}
