import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { apiRequest } from '@canopy/api-client';
import { displayName, type User } from '@canopy/contracts';
import { USER_QUERY_KEY, useAuth } from '@canopy/auth';
import { Button, toast } from '@canopy/ui';
import { studioKeys } from '../../queryKeys';
import { studioText, useStudioT } from '../../i18n/useStudioT';

const TEST_LOGIN_ROUTE = '/api/test-login';
/** The demo educator the test login signs in as (the identity service's TEST_LOGIN_USERNAME). */
const DEMO_EDUCATOR_USERNAME = 'educator';

export const quickLoginTexts = {
  button: () => studioText('Quick Login (Test)'),
  signedIn: () => studioText('Signed in as the demo educator'),
  signedInDescription: (name: string) => studioText('You are now {{name}}.', { name }),
  failed: () => studioText('Login Failed'),
  failedDescription: () => studioText('Unable to log in automatically'),
} as const;

/**
 * Whether the platform runs in demo mode: the gateway declares POST /api/test-login only when it is switched on,
 * so its API document (shared with the EPUB check) tells.
 */
function useTestLoginAvailable(): boolean {
  const doc = useQuery({
    queryKey: studioKeys.apiDocument(),
    queryFn: ({ signal }) =>
      apiRequest<{ paths?: Record<string, unknown> }>('GET', '/api/openapi.json', undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return Boolean(doc.data?.paths?.[TEST_LOGIN_ROUTE]);
}

/**
 * 'Quick Login (Test)' (demo mode only): switches the session to the demo educator through POST /api/test-login,
 * e.g. for an administrator trying the educator's side. Hidden when already signed in as that educator.
 */
export function QuickLoginButton() {
  useStudioT(); // re-renders in a new language
  const available = useTestLoginAvailable();
  const { user } = useAuth();
  const client = useQueryClient();
  const login = useMutation({
    mutationFn: () => apiRequest<User>('POST', TEST_LOGIN_ROUTE),
    retry: false,
    onSuccess: async (signedIn) => {
      client.setQueryData(USER_QUERY_KEY, signedIn);
      // Everything read so far belonged to the previous account.
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      toast({
        title: quickLoginTexts.signedIn(),
        description: quickLoginTexts.signedInDescription(displayName(signedIn)),
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: quickLoginTexts.failed(),
        description: quickLoginTexts.failedDescription(),
        variant: 'destructive',
      }),
  });

  if (!available || user?.username === DEMO_EDUCATOR_USERNAME) return null;
  return (
    <Button variant="ghost" loading={login.isPending} onClick={() => login.mutate()}>
      <FlaskConical aria-hidden="true" /> {quickLoginTexts.button()}
    </Button>
  );
}
