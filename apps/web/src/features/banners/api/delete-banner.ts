import { apiClient } from '../../../shared/api/api-client';

/** DELETE /banner/{id}. */
export const deleteBanner = (id: string) => apiClient.send('DELETE', `/banner/${id}`);
