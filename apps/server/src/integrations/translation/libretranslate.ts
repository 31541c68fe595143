import { type Translator, TranslatorError } from './translator';

export interface LibreTranslateOptions {
  url: string;
  apiKey: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** LibreTranslate's documented API: `POST /translate {q, source, target, format, api_key}`, `GET /languages`. */
export class LibreTranslate implements Translator {
  readonly provider = 'libretranslate';
  private readonly fetch: typeof fetch;

  constructor(private readonly options: LibreTranslateOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  private async call(path: string, init: RequestInit): Promise<unknown> {
    const url = new URL(path, this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`);
    let response: Response;
    try {
      response = await this.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new TranslatorError(`LibreTranslate did not answer: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    if (!response.ok) {
      throw new TranslatorError(`LibreTranslate answered ${response.status}: ${body?.error ?? 'no details'}`);
    }
    return body;
  }

  async languages(): Promise<string[]> {
    const body = await this.call('languages', { method: 'GET', headers: { accept: 'application/json' } });
    if (!Array.isArray(body)) throw new TranslatorError('LibreTranslate sent no language list');
    return body.map((l: { code: string }) => l.code);
  }

  async translate(
    texts: string[],
    source: string,
    target: string,
    format: 'text' | 'html',
  ): Promise<string[]> {
    const body = (await this.call('translate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        q: texts,
        source,
        target,
        format,
        ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
      }),
    })) as { translatedText?: unknown };
    const out = body?.translatedText;
    if (!Array.isArray(out) || out.length !== texts.length || out.some((t) => typeof t !== 'string'))
      throw new TranslatorError('LibreTranslate sent an unexpected answer');
    return out as string[];
  }
}
