import { type ContractsInput, contractsSchema } from '@signal-desk/domain/crypto-markets';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** POST /contracts/validate: the whole futures contracts an amount of the base coin makes. */
export const useValidateContracts = () =>
  useMutation({
    mutationFn: (input: ContractsInput) =>
      apiClient.send('POST', '/contracts/validate', input, contractsSchema),
  });
