import { apiClient } from '../../../shared/api/api-client';

/** POST /faq/remove-img {url}: deletes an image the editor uploaded and the answer no longer uses. */
export const removeFaqImage = (url: string) => apiClient.send('POST', '/faq/remove-img', { url });
