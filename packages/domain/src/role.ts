import { z } from 'zod';
import { idSchema, nameSchema } from './fields';
import { permissionSchema } from './permissions';

export const roleSchema = z.object({
  _id: idSchema,
  name: z.string(),
  permissions: z.array(permissionSchema),
  /** Its admins sign in with a second factor (decision 27). */
  requireTwoFactor: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.strictObject({
  name: nameSchema,
  permissions: z
    .array(permissionSchema)
    .min(1, { message: 'permissionsRequired' })
    .transform((list) => [...new Set(list)]),
  /** Left out: on when the permissions include one of TWO_FACTOR_BY_DEFAULT. */
  requireTwoFactor: z.boolean().optional(),
});
export type RoleInput = z.infer<typeof roleInputSchema>;
