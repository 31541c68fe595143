import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';
import { levels } from 'pino';

/**
 * A request's logger that becomes a pino child (bound to the request id) only when it first writes
 * something its level lets through. Most requests write nothing at the usual levels, and making a child
 * for each one was 5 % of a signed-in read from memory (issue F11).
 */
class LazyRequestLogger {
  private made?: Logger;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  private logger(): Logger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, args: unknown[]) {
    if (this.parent.isLevelEnabled(level)) (this.logger()[level] as (...args: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger above, or pino's own child when the route sets its own
 * log level (the child's level then differs from the parent's).
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as Logger, bindings) as unknown as FastifyBaseLogger;
}

/**
 * Fastify's `logController`: its two lines of every request ("incoming request", "request completed")
 * are info lines, and Fastify builds their arguments (the response time among them) whether the level
 * lets them through or not. Below info they are skipped before that; a failed request is still logged.
 */
export class RequestLines extends LogController {
  private readonly written: boolean;

  constructor(level: string) {
    super();
    this.written = (levels.values[level] ?? Number.POSITIVE_INFINITY) <= (levels.values.info ?? 30);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (this.written) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || this.written) super.requestCompleted(error, request, reply);
  }
}
