import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, DestinationStream, Level, Logger } from 'pino';
import { levels } from 'pino';
import { loggableError } from '../db/errors';

/**
 * Query parameters whose values are credentials when they travel in a URL: presigned upload and read
 * tokens, S3 signatures (`X-Amz-*`), keys, secrets. Their values never reach a log line.
 */
const SECRET_PARAM = /token|signature|^sig$|secret|password|key|credential|^code$|^x-amz-/i;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/** The URL as a log may show it: the value of every credential-like query parameter replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAM.test(decoded(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/** Fastify's request serializer (the same fields), with the URL redacted. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The options of the server's logger; `stream` replaces standard output (tests read the lines). */
export function serverLoggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Never SQL parameters: database errors are logged as their SQL state and message only.
    serializers: { err: (err: Error) => loggableError(err) as never, req: requestSerializer as never },
    ...(stream ? { stream } : {}),
  };
}

/**
 * A request's logger that becomes a pino child (bound to the request id) only when it first writes
 * something its level lets through. Most requests write nothing at the usual levels, and making a child
 * for each one was 5 % of a signed-in read from memory.
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
