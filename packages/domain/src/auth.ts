import { z } from 'zod';
import { nameSchema, nicknameSchema, passwordSchema, textSchema } from './fields';
import { localeSchema } from './locales';
import { loginResultSchema } from './two-factor';

export const loginInputSchema = z.strictObject({
  email: textSchema.trim().toLowerCase().min(1, { message: 'required' }).max(150),
  password: textSchema.min(1, { message: 'required' }).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginOutputSchema = z.object({ data: loginResultSchema });

/** The signed-in admin edits their own profile; a new password needs the current one. */
export const updateMeInputSchema = z
  .strictObject({
    name: nameSchema.optional(),
    nickname: nicknameSchema.optional(),
    locale: localeSchema.optional(),
    /** Be named on the public track record (decision 29). */
    trackRecordPublic: z.boolean().optional(),
    currentPassword: textSchema.max(200).optional(),
    password: passwordSchema.optional(),
    passwordConfirmation: textSchema.max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined) return;
    if (!value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'currentPasswordRequired' });
    }
    if (value.passwordConfirmation !== undefined && value.passwordConfirmation !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'passwordsMatch' });
    }
  });
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;
