import styled from 'styled-components';
import { VisuallyHiddenText } from '@canopy/ui';
import { wizardSteps, type WizardStep } from '../../lib/courseWizard';
import { useStudioT } from '../../i18n/useStudioT';

const StepList = styled.ol`
  list-style: none;
  margin-block: 0 ${({ theme }) => theme.space[6]};
  margin-inline: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding-block-start: ${({ theme }) => theme.space[2]};
    border-block-start: 4px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    min-inline-size: 0;
  }
  li[data-state='done'],
  li[aria-current='step'] {
    border-block-start-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-current='step'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span.number {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  li[aria-current='step'] span.number,
  li[data-state='done'] span.number {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The wizard's three steps, the current one marked (aria-current) and those before it shown as done. */
export function WizardStepList({ step }: { step: WizardStep }) {
  const { t } = useStudioT();
  return (
    <StepList aria-label={t('Wizard steps')}>
      {wizardSteps.map((s) => (
        <li
          key={s.number}
          aria-current={s.number === step ? 'step' : undefined}
          data-state={s.number < step ? 'done' : undefined}
        >
          <span className="number" aria-hidden="true">
            {s.number}
          </span>
          <span>
            <VisuallyHiddenText>{t('Step {{number}}: ', { number: s.number })}</VisuallyHiddenText>
            {t(s.nameKey)}
          </span>
        </li>
      ))}
    </StepList>
  );
}
