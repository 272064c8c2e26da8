import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Compass } from 'lucide-react';
import { Button, PageContainer } from '@canopy/ui';
import { DocumentTitle } from '../DocumentTitle';
import { useShellT } from '../i18n/useShellT';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[16]} 0`};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Icon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 80px;
  height: 80px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 38px;
    height: 38px;
  }
`;

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useShellT();
  return (
    <PageContainer $size="narrow">
      <DocumentTitle title={t('Page not found')} />
      <Box>
        <Icon aria-hidden="true">
          <Compass />
        </Icon>
        <h1>{t('404 Page Not Found')}</h1>
        <p>
          {t(
            'The page you are looking for might have been moved or deleted, or the address may be mistyped.',
          )}
        </p>
        <Button asChild size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('Back to Home')}
          </Link>
        </Button>
      </Box>
    </PageContainer>
  );
}
