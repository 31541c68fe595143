import { signalValidationSchema } from '@signal-desk/domain/signal';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { CreateSignalBody } from '../components/signal-form/signal-form-values';

/** POST /signals/validate: the checks of a creation (rules, levels, blacklist...), nothing written. */
export function useValidateSignal() {
  return useMutation({
    mutationFn: (body: CreateSignalBody) =>
      apiClient.send('POST', '/signals/validate', body, signalValidationSchema),
  });
}
