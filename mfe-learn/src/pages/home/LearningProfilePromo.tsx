import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, Compass } from 'lucide-react';
import { Button, Card, IconTile } from '@canopy/ui';
import { useLearnT } from '../../i18n/useLearnT';

const Promo = styled(Card)`
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The way to /learning-profile from home: the questionnaire, its result and the learner's insights. */
export function LearningProfilePromo() {
  const { t } = useLearnT();
  return (
    <Promo as="section" aria-labelledby="learning-profile-promo">
      <IconTile $tone="primary" aria-hidden="true">
        <Compass />
      </IconTile>
      <h2 id="learning-profile-promo">{t('How do you like to learn?')}</h2>
      <p>
        {t(
          'Tell us which kinds of material you enjoy and get study strategies that suit you, plus insights on your pace, quizzes and activity.',
        )}
      </p>
      <div>
        <Button asChild variant="outline" wrapLabel>
          <Link to="/learning-profile">
            {t('Learning preferences')} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Promo>
  );
}
