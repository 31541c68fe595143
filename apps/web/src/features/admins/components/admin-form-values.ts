import type { AdminUser, createAdminInputSchema, updateAdminInputSchema } from '@signal-desk/domain/admin';
import {
  APPS,
  type ApiKeyType,
  type App,
  QUOTE_PROVIDERS,
  type QuoteProviderCode,
} from '@signal-desk/domain/apps';
import type { Locale } from '@signal-desk/domain/locales';
import type { Permission } from '@signal-desk/domain/permissions';
import type { z } from 'zod';
import { nullableText, optionalText } from '../../../shared/forms/form-resolver';
import { formDecimal, numberInputOrNull } from '../../../shared/numbers/number-input';

/** What the admin form's inputs hold: text as typed, '' for "none". */
export interface AdminFormValues {
  name: string;
  nickname: string;
  email: string;
  password: string;
  locale: Locale | '';
  activationStatus: boolean;
  /** Edit only: the admin's nickname on the public track record (decision 29). */
  trackRecordPublic: boolean;
  roles: string[];
  permissions: Permission[];
  apiType: ApiKeyType | '';
  apiKey: string;
  forexApiKey: string;
  cryptoApiKey: string;
  quoteProvider: QuoteProviderCode;
  signalsLimit: Record<App, string>;
}

/** The form's number inputs, read in the admin's language (`formResolver`'s `numberFields`). */
export const ADMIN_NUMBER_FIELDS = APPS.map((app) => `signalsLimit.${app}`);

export type AdminFormSchema = typeof createAdminInputSchema | typeof updateAdminInputSchema;

export function adminFormDefaults(admin?: AdminUser): AdminFormValues {
  return {
    name: admin?.name ?? '',
    nickname: admin?.nickname ?? '',
    email: admin?.email ?? '',
    password: '',
    locale: admin?.locale ?? '',
    activationStatus: admin?.activationStatus ?? true,
    trackRecordPublic: admin?.trackRecordPublic ?? false,
    roles: admin?.roles.map((role) => role._id) ?? [],
    permissions: admin?.permissions ?? [],
    apiType: admin?.apiType ?? '',
    apiKey: admin?.apiKey ?? '',
    forexApiKey: admin?.forexApiKey ?? '',
    cryptoApiKey: admin?.cryptoApiKey ?? '',
    quoteProvider: admin?.quoteProvider ?? QUOTE_PROVIDERS.oanda,
    signalsLimit: Object.fromEntries(
      APPS.map((app) => [app, formDecimal(admin?.signalsLimit[app] ?? 0)]),
    ) as Record<App, string>,
  };
}

/**
 * The API body for the inputs. On edit an empty password keeps the current one; an empty limit is 0.
 */
export function adminInputOf(
  { trackRecordPublic, ...values }: AdminFormValues,
  editing: boolean,
): z.input<AdminFormSchema> {
  return {
    ...values,
    // A new admin opts in on their profile, once they have closed ideas to show.
    ...(editing ? { trackRecordPublic } : {}),
    password: editing ? optionalText(values.password) : values.password,
    locale: values.locale || null,
    apiType: values.apiType || null,
    apiKey: nullableText(values.apiKey),
    forexApiKey: nullableText(values.forexApiKey),
    cryptoApiKey: nullableText(values.cryptoApiKey),
    signalsLimit: Object.fromEntries(
      APPS.map((app) => [app, numberInputOrNull(values.signalsLimit[app]) ?? 0]),
    ),
  };
}
