import { z } from 'zod';

/** What the upload endpoints accept: types are read from the file's bytes, never its name or header. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const UPLOAD_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES] as const;
export const uploadTypeSchema = z.enum(UPLOAD_TYPES, { message: 'invalid' });
export type UploadType = z.infer<typeof uploadTypeSchema>;

/** Folders uploads are kept in, by what uses them. */
export const UPLOAD_FOLDERS = ['signals', 'currencies', 'banners', 'faq', 'masteries', 'misc'] as const;
export const uploadFolderSchema = z.enum(UPLOAD_FOLDERS);
export type UploadFolder = z.infer<typeof uploadFolderSchema>;

export const uploadQuerySchema = z.object({ folder: uploadFolderSchema.default('misc') });

export const uploadedFileSchema = z.object({
  key: z.string(),
  /** Where anyone (the apps, the back-office) reads the file. */
  url: z.string(),
  contentType: uploadTypeSchema,
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const presignInputSchema = z.strictObject({
  contentType: uploadTypeSchema,
  /** A hint of where the file goes, e.g. `masteries/intro.mp4`: its first folder picks the upload folder. */
  filePath: z
    .string({ message: 'required' })
    .max(300, { message: 'invalid' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, { message: 'invalid' })
    .refine((p) => !p.split('/').includes('..'), { message: 'invalid' }),
});
export type PresignInput = z.infer<typeof presignInputSchema>;

export const presignedUploadSchema = z.object({
  uploadUrl: z.string(),
  publicUrl: z.string(),
  key: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

export const isImageType = (type: string): boolean => (IMAGE_TYPES as readonly string[]).includes(type);
