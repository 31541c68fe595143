/** A machine translation service; the product runs without one (translation is then unavailable). */
export interface Translator {
  readonly provider: string;
  /** Language codes the service can translate between. */
  languages(): Promise<string[]>;
  /** The texts in `target`, in the same order. */
  translate(texts: string[], source: string, target: string, format: 'text' | 'html'): Promise<string[]>;
}

export class TranslatorError extends Error {}
