import { type ChannelInput, channelSchema } from '@signal-desk/domain/channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { CHANNELS_KEY } from './channels-query-key';

/** POST /channels, or PUT /channels/{id} when editing one. */
export function useSaveChannel(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelInput) =>
      id
        ? apiClient.send('PUT', `/channels/${id}`, input, channelSchema)
        : apiClient.send('POST', '/channels', input, channelSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }),
  });
}
