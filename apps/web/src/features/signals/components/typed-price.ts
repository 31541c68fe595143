import { positiveDecimalSchema } from '@signal-desk/domain/numbers';
import { readDecimal } from '../../../shared/numbers/number-input';

/** The price the admin typed, when it reads one way as a valid positive price: what a preview shows. */
export function typedPrice(text: string): string | null {
  const read = readDecimal(text);
  if (read === null) return null;
  const parsed = positiveDecimalSchema.safeParse(read);
  return parsed.success ? parsed.data : null;
}
