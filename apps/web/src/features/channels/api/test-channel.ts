import { channelTestResultSchema } from '@signal-desk/domain/channels';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** POST /channels/{id}/test: sends the channel's test message now and says what came back. */
export function useTestChannel() {
  return useMutation({
    mutationFn: (id: string) => apiClient.send('POST', `/channels/${id}/test`, {}, channelTestResultSchema),
  });
}
