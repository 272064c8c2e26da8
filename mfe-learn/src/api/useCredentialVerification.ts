import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { CredentialVerification, EnvelopedCredential } from '@canopy/contracts';
import { learnKeys } from '../queryKeys';

export const verifyCredentialRequest = (credential: string | EnvelopedCredential) =>
  apiRequest<CredentialVerification>('POST', '/api/credentials/verify', { credential });

/**
 * /verify/:code: the certificate's signed credential, checked by the same public verification anyone may run
 * on a file (the POST writes nothing, so it is a read here). Fresh on every visit: a revocation shows at once.
 */
export function useCertificateCredentialCheck(code: string | undefined) {
  return useQuery({
    queryKey: learnKeys.credentialCheck(code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
    queryFn: async () => {
      const credential = await apiRequest<EnvelopedCredential>(
        'GET',
        `/api/certificates/${encodeURIComponent(code!)}/credential`,
      );
      return { credential, verification: await verifyCredentialRequest(credential) };
    },
  });
}

/** /verify: a pasted or uploaded credential. */
export function useVerifyCredential() {
  return useMutation({ mutationFn: (credential: string) => verifyCredentialRequest(credential) });
}
