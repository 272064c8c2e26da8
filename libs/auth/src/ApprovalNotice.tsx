import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentLanguage, loadLanguage } from '@canopy/i18n';
import { toast } from '@canopy/ui';
import { readFlag, writeFlag } from './browserStorage';
import { authToasts } from './messages';
import { APPROVAL_DIALOG_DELAY_MS, APPROVAL_TOAST_MS, approvalMarkerKey } from './queryKeys';
import { useAuth } from './useAuth';
import { useDeclaredPaths } from './useDeclaredPaths';
import { authText } from './i18n/authCatalogue';

const ApprovalDialog = lazy(() => import('./ApprovalDialog').then((m) => ({ default: m.ApprovalDialog })));

/**
 * Once per user per browser (localStorage `approval_notification_shown_{userId}`): an active educator sees a 10 s
 * 'Account Approved' toast with 'Go to Dashboard', then after 1 s a confirmation dialog offering the dashboard.
 */
export function ApprovalNotice() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [scheduled, setScheduled] = useState(false);
  // Until the studio declares its dashboard, the notice offers no way to a page that does not exist.
  const declared = useDeclaredPaths();
  const dashboardExists = declared.isDeclared('/educator');

  useEffect(() => {
    if (!user || user.role !== 'educator' || user.status !== 'active') return;
    if (declared.status === 'loading') return;
    const key = approvalMarkerKey(user.id);
    if (readFlag('local', key)) return;
    let current = true;
    // The toast's texts come in a chunk of their own (i18n/authCatalogue.ts), and a first page opened signed in can
    // get here before it: the toast waits for them rather than show its keys. The marker is set only when it shows.
    void loadLanguage(currentLanguage()).then(() => {
      if (!current || readFlag('local', key)) return;
      writeFlag('local', key);
      toast({
        title: authToasts.accountApprovedTitle,
        description: authText('approvedText'),
        variant: 'success',
        duration: APPROVAL_TOAST_MS,
        ...(dashboardExists
          ? { action: { label: authText('goToDashboard'), onClick: () => navigate('/educator') } }
          : {}),
      });
      setScheduled(true);
    });
    return () => {
      current = false;
    };
  }, [user, navigate, dashboardExists, declared.status]);

  // A separate effect so the 1 s delay survives effects being re-run (StrictMode) after the marker is set.
  useEffect(() => {
    if (!scheduled) return;
    const timer = setTimeout(() => {
      setScheduled(false);
      setOpen(true);
    }, APPROVAL_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scheduled]);

  // Rendered only when needed, and fetched then (ApprovalDialog: the dialog and its icon stay out of /auth's
  // JavaScript); the toast above is shown at once, in the order the sign-in's own toasts expect.
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalDialog
        onClose={() => setOpen(false)}
        onGoToDashboard={
          dashboardExists
            ? () => {
                setOpen(false);
                navigate('/educator');
              }
            : undefined
        }
      />
    </Suspense>
  );
}
