import { z } from 'zod';
import { type APPS, type ApiKeyType, apiKeyTypeSchema, appSchema, quoteProviderSchema } from './apps';
import {
  emailSchema,
  idSchema,
  nameSchema,
  nicknameSchema,
  nonNegativeIntSchema,
  passwordSchema,
  textSchema,
} from './fields';
import { localeSchema } from './locales';
import { permissionSchema } from './permissions';

/** Per-app counters (signals sent today, daily limits), keyed by app. */
export const perAppCountsSchema = z.partialRecord(appSchema, nonNegativeIntSchema);
export type PerAppCounts = z.infer<typeof perAppCountsSchema>;

const webhookIdSchema = textSchema.trim().max(200).nullable();

/** An admin as the API shows it: never a password or its hash. */
export const adminUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  locale: localeSchema.nullable(),
  /** The admin's own permissions (editable); see effectivePermissions for what they can do. */
  permissions: z.array(permissionSchema),
  roles: z.array(z.object({ _id: idSchema, name: z.string() })),
  /** Union of the roles' permissions and the admin's own. */
  effectivePermissions: z.array(permissionSchema),
  apiType: apiKeyTypeSchema.nullable(),
  activationStatus: z.boolean(),
  /** External API keys; the English labels call them webhook ids. */
  apiKey: z.string().nullable(),
  forexApiKey: z.string().nullable(),
  cryptoApiKey: z.string().nullable(),
  quoteProvider: quoteProviderSchema,
  signalsSent: perAppCountsSchema,
  signalsLimit: perAppCountsSchema,
  /** Named on the public track record (decision 29): set by the admin on their profile, or by ADMIN_MODERATE. */
  trackRecordPublic: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Activation accepts a boolean or the words active/inactive. */
export const activationStatusSchema = z.union([
  z.boolean(),
  z.enum(['active', 'inactive']).transform((v) => v === 'active'),
]);

const adminFields = {
  name: nameSchema,
  nickname: nicknameSchema,
  email: emailSchema,
  locale: localeSchema.nullable().optional(),
  permissions: z.array(permissionSchema).transform((list) => [...new Set(list)]),
  roles: z.array(idSchema).transform((list) => [...new Set(list)]),
  apiType: apiKeyTypeSchema.nullable().optional(),
  apiKey: webhookIdSchema.optional(),
  forexApiKey: webhookIdSchema.optional(),
  cryptoApiKey: webhookIdSchema.optional(),
  quoteProvider: quoteProviderSchema.optional(),
  signalsLimit: perAppCountsSchema.optional(),
  activationStatus: activationStatusSchema.optional(),
};

export const createAdminInputSchema = z.strictObject({
  ...adminFields,
  password: passwordSchema,
  permissions: adminFields.permissions.default([]),
  roles: adminFields.roles.default([]),
});
export type CreateAdminInput = z.input<typeof createAdminInputSchema>;

export const updateAdminInputSchema = z.strictObject({
  name: adminFields.name.optional(),
  nickname: adminFields.nickname.optional(),
  email: adminFields.email.optional(),
  locale: adminFields.locale,
  permissions: adminFields.permissions.optional(),
  roles: adminFields.roles.optional(),
  apiType: adminFields.apiType,
  apiKey: adminFields.apiKey,
  forexApiKey: adminFields.forexApiKey,
  cryptoApiKey: adminFields.cryptoApiKey,
  quoteProvider: adminFields.quoteProvider,
  signalsLimit: adminFields.signalsLimit,
  activationStatus: adminFields.activationStatus,
  trackRecordPublic: z.boolean().optional(),
  password: passwordSchema.optional(),
});
export type UpdateAdminInput = z.input<typeof updateAdminInputSchema>;

export const changeActivationStatusInputSchema = z.strictObject({
  id: idSchema,
  activationStatus: activationStatusSchema,
});

export const quoteProviderInputSchema = z.strictObject({ quoteProvider: quoteProviderSchema });

/** The kinds of external API key an admin holds (decides access to the external apps). */
export function apiKeyTypesOf(
  admin: Pick<AdminUser, 'apiType' | 'apiKey' | 'forexApiKey' | 'cryptoApiKey'>,
): ApiKeyType[] {
  const types = new Set<ApiKeyType>();
  if (admin.apiKey && admin.apiType) types.add(admin.apiType);
  if (admin.forexApiKey) types.add('forex');
  if (admin.cryptoApiKey) types.add('crypto');
  return [...types];
}

/** Signals left today per app: limit minus sent, never below zero. */
export function signalsLeft(
  admin: Pick<AdminUser, 'signalsLimit' | 'signalsSent'>,
  app: (typeof APPS)[number],
) {
  return Math.max(0, (admin.signalsLimit[app] ?? 0) - (admin.signalsSent[app] ?? 0));
}
