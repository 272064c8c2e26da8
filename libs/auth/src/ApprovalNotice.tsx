import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PartyPopper } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@canopy/ui';
import { readFlag, writeFlag } from './browserStorage';
import { authToasts } from './messages';
import { APPROVAL_DIALOG_DELAY_MS, APPROVAL_TOAST_MS, approvalMarkerKey } from './queryKeys';
import { useAuth } from './useAuth';
import { useDeclaredPaths } from './useDeclaredPaths';
import { useTranslation } from '@canopy/i18n';
import { authText } from './i18n/authCatalogue';

const Icon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 26px;
    height: 26px;
  }
`;

/**
 * Once per user per browser (localStorage `approval_notification_shown_{userId}`): an active educator sees a 10 s
 * 'Account Approved' toast with 'Go to Dashboard', then after 1 s a confirmation dialog offering the dashboard.
 */
export function ApprovalNotice() {
  const { t } = useTranslation('auth');
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

  // Rendered only when needed: the Radix dialog code is then fetched for educators only.
  if (!open) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent size="md">
        <Icon aria-hidden="true">
          <PartyPopper />
        </Icon>
        <DialogHeader>
          <DialogTitle>{t('approvedDialogTitle')}</DialogTitle>
          <DialogDescription>{t('approvedDialogText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('maybeLater')}
          </Button>
          {dashboardExists && (
            <Button
              onClick={() => {
                setOpen(false);
                navigate('/educator');
              }}
            >
              {t('goToEducatorDashboard')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
