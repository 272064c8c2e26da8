import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, Sprout } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import { Button, Card, CheckboxField, CollapsibleSection, PageContainer, PageHeader } from '@canopy/ui';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { useGuidelineSections } from './guidelinesContent';
import { useForumT } from '../i18n/useForumT';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  ul {
    margin: 0;
    padding-inline-start: 22px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const Commitment = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.surface}
  );
  > svg {
    width: 28px;
    height: 28px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: 6px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Agreement = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
`;

/** /community-guidelines: the full Community Guidelines and Conduct Policy. */
export default function CommunityGuidelinesPage() {
  const { t } = useForumT();
  useDocumentTitle(t('Community Guidelines'));
  const guidelineSections = useGuidelineSections();
  const { user } = useAuth();
  const [agreed, setAgreed] = useState(false);
  return (
    <PageContainer $size="narrow">
      <PageHeader
        eyebrow={t('Community')}
        title={t('Community Guidelines and Conduct Policy')}
        description={t(
          "Canopy's forum is where learners and educators think out loud together. These guidelines keep it a place where everyone can ask, share and disagree safely.",
        )}
      />
      <Sections>
        {guidelineSections.map((s, i) => (
          <CollapsibleSection
            key={s.id}
            title={s.title}
            summary={s.summary}
            icon={s.icon}
            defaultOpen={i === 0}
          >
            {s.body}
          </CollapsibleSection>
        ))}
      </Sections>
      <Commitment as="section" aria-labelledby="commitment-title">
        <Sprout aria-hidden="true" />
        <div>
          <h2 id="commitment-title">{t('Our commitment')}</h2>
          <p>
            {t(
              'By taking part in Canopy’s community you help build a space where curiosity is welcome and knowledge grows through respectful exchange. We review these guidelines regularly and will always tell you when they change.',
            )}
            {user
              ? ` ${t('Thank you for being part of it, {{name}}.', { name: user.firstName?.trim() || user.username })}`
              : ''}
          </p>
        </div>
      </Commitment>
      <Agreement>
        <CheckboxField
          id="guidelines-agreement"
          label={t('I have read and agree to follow the community guidelines')}
          checked={agreed}
          onCheckedChange={(v) => setAgreed(v === true)}
        />
        {agreed ? (
          <Button asChild>
            <Link to="/forum">
              {t('Continue to Discussions')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button disabled>
            {t('Continue to Discussions')}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </Agreement>
    </PageContainer>
  );
}
