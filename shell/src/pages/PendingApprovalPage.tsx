import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BellRing, Hourglass, LogIn, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import { Button, Card, Logo, focusRing } from '@canopy/ui';
import { SUPPORT_EMAIL } from '../layout/navLinks';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  background:
    radial-gradient(1200px 500px at 10% -10%, #e5efe8 0%, transparent 60%),
    radial-gradient(900px 400px at 110% 110%, #fbefdc 0%, transparent 55%),
    ${({ theme }) => theme.colors.background};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  text-align: center;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[10]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[3]};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  svg {
    width: 34px;
    height: 34px;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  text-align: left;
  li {
    display: flex;
    gap: 12px;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
    margin-top: 1px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Brand = styled(Link)`
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

/** For educators whose account awaits an administrator's approval. */
export default function PendingApprovalPage() {
  return (
    <Page>
      <Brand to="/auth" aria-label="Canopy — back to sign in">
        <Logo />
      </Brand>
      <Panel>
        <Icon aria-hidden="true">
          <Hourglass />
        </Icon>
        <h1>Approval Pending</h1>
        <p>
          Thank you for applying to teach on Canopy. Your educator account has been created and is waiting for
          review.
        </p>
        <Steps>
          <li>
            <ShieldCheck aria-hidden="true" />
            <span>
              Our administrators review every educator application to keep teaching on Canopy trustworthy.
            </span>
          </li>
          <li>
            <BellRing aria-hidden="true" />
            <span>You will receive a notification as soon as your account has been approved.</span>
          </li>
          <li>
            <Sparkles aria-hidden="true" />
            <span>Once approved, log in to reach your educator dashboard and start creating courses.</span>
          </li>
        </Steps>
        <Actions>
          <Button asChild size="lg">
            <Link to="/auth?tab=login">
              <LogIn aria-hidden="true" />
              Return to Login
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={`mailto:${SUPPORT_EMAIL}`}>
              <Mail aria-hidden="true" />
              Contact Support
            </a>
          </Button>
        </Actions>
      </Panel>
    </Page>
  );
}
