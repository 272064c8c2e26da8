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
} from '@canopy/ui';
import { useTranslation } from '@canopy/i18n';

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
 * The approval notice's confirmation dialog (ApprovalNotice.tsx opens it a second after its toast). Its own chunk:
 * only an educator just approved ever needs it. Offers the dashboard only when `onGoToDashboard` is given.
 */
export function ApprovalDialog({
  onClose,
  onGoToDashboard,
}: {
  onClose: () => void;
  onGoToDashboard?: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md">
        <Icon aria-hidden="true">
          <PartyPopper />
        </Icon>
        <DialogHeader>
          <DialogTitle>{t('approvedDialogTitle')}</DialogTitle>
          <DialogDescription>{t('approvedDialogText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('maybeLater')}
          </Button>
          {onGoToDashboard && <Button onClick={onGoToDashboard}>{t('goToEducatorDashboard')}</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
