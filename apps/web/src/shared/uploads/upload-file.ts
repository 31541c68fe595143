import { type UploadedFile, type UploadFolder, uploadedFileSchema } from '@signal-desk/domain/uploads';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';

/** POST /common/upload: one file per call (several files are parallel calls, SPEC section 7). */
export const uploadFile = (file: File, folder: UploadFolder): Promise<UploadedFile> => {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload('/common/upload', form, uploadedFileSchema, { folder });
};

export const useUploadFile = (folder: UploadFolder) =>
  useMutation({ mutationFn: (file: File) => uploadFile(file, folder) });
