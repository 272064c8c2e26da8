import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@canopy/ui';
import { readFlag, writeFlag } from './browserStorage';
import { authToasts } from './messages';
import { PENDING_EDUCATORS_TOAST_MS, pendingPromptMarkerKey } from './queryKeys';
import { useAuth } from './useAuth';
import { useDeclaredPaths } from './useDeclaredPaths';
import { usePendingEducators } from './usePendingEducators';
import { authText } from './i18n/authCatalogue';

/** Once per browser session, an administrator with pending educators gets a 10 s prompt with 'Review'. */
export function PendingEducatorsPrompt() {
  const { user } = useAuth();
  const { count } = usePendingEducators();
  const navigate = useNavigate();
  // 'Review' leads to the admin area's approvals tab, offered only once that page exists.
  const declared = useDeclaredPaths();
  const adminExists = declared.isDeclared('/admin');

  useEffect(() => {
    if (!user || user.role !== 'admin' || count === 0) return;
    if (declared.status === 'loading') return;
    const key = pendingPromptMarkerKey(user.id);
    if (readFlag('session', key)) return;
    writeFlag('session', key);
    toast({
      title: authToasts.pendingEducators(count),
      description: authText('pendingEducatorsText'),
      duration: PENDING_EDUCATORS_TOAST_MS,
      ...(adminExists
        ? { action: { label: authText('review'), onClick: () => navigate('/admin?tab=pending-educators') } }
        : {}),
    });
  }, [user, count, navigate, adminExists, declared.status]);

  return null;
}
