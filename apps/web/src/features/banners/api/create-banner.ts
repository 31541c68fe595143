import { type BannerInput, bannerSchema } from '@signal-desk/domain/content';
import { apiClient } from '../../../shared/api/api-client';

/** POST /banner: publishes a banner that existed only on this page. */
export const createBanner = (input: BannerInput) => apiClient.send('POST', '/banner', input, bannerSchema);
