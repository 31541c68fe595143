import {
  notificationSchema,
  type SendLuxeNotificationInput,
  type SendNotificationInput,
} from '@signal-desk/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** POST /notifications: a push to an app's devices (or one language, or a trader's followers). */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendNotificationInput) =>
      apiClient.send('POST', '/notifications', input, notificationSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** POST /notifications/luxe: a push to the igoluxe devices. */
export function useSendLuxeNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendLuxeNotificationInput) =>
      apiClient.send('POST', '/notifications/luxe', input, notificationSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
