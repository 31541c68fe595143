import { type BannerInput, bannerSchema } from '@signal-desk/domain/content';
import { apiClient } from '../../../shared/api/api-client';

/** PUT /banner/{id}: replaces a published banner (its order too). */
export const updateBanner = (id: string, input: BannerInput) =>
  apiClient.send('PUT', `/banner/${id}`, input, bannerSchema);
