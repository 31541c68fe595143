import { LOCALES, type Locale } from '@signal-desk/domain/locales';
import type { TranslateInput, TranslateResult } from '@signal-desk/domain/translation';
import { type Translator, TranslatorError } from '../../integrations/translation/translator';
import { AppError, refused } from '../../shared/errors';

const unavailable = () =>
  refused(
    'unavailable',
    'translation_unavailable',
    'Machine translation is not configured (LIBRETRANSLATE_URL)',
  );

/** Fills the other languages of some texts; refuses plainly when no translator is configured. */
export async function translateTexts(
  translator: Translator | null,
  input: Required<Pick<TranslateInput, 'texts' | 'source' | 'format'>> & { targets?: Locale[] },
): Promise<TranslateResult> {
  if (!translator) throw unavailable();
  const targets = (input.targets ?? LOCALES.filter((l) => l !== input.source)).filter(
    (l) => l !== input.source,
  );
  try {
    const results = await Promise.all(
      targets.map((target) => translator.translate(input.texts, input.source, target, input.format)),
    );
    return {
      provider: translator.provider,
      translations: Object.fromEntries(targets.map((target, i) => [target, results[i] ?? []])),
    };
  } catch (error) {
    if (error instanceof TranslatorError)
      throw new AppError(
        'unavailable',
        `Machine translation failed: ${error.message}`,
        undefined,
        undefined,
        'translation_unavailable',
      );
    throw error;
  }
}
