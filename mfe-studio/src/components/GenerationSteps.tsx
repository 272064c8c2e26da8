import styled, { css, keyframes } from 'styled-components';
import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { ebookGenerationStages } from '@canopy/contracts';
import { VisuallyHiddenText } from '@canopy/ui';
import { translateMessage } from '@canopy/i18n';
import { studioText, useStudioT } from '../i18n/useStudioT';
import type { GenerationProgress } from '../api/useEbookGeneration';

type StepState = 'complete' | 'active' | 'failed' | 'waiting';

const spin = keyframes`to { transform: rotate(360deg); }`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
  ${({ $state, theme }) =>
    ({
      complete: css`
        color: ${theme.colors.success};
      `,
      active: css`
        background: ${theme.colors.primarySoft};
        color: ${theme.colors.primary};
        font-weight: ${theme.fontWeights.semibold};
        svg {
          animation: ${spin} 0.9s linear infinite;
        }
        ${theme.media.reducedMotion} {
          svg {
            animation: none;
          }
        }
      `,
      failed: css`
        background: ${theme.colors.dangerSoft};
        color: ${theme.colors.danger};
        font-weight: ${theme.fontWeights.semibold};
      `,
      waiting: css``,
    })[$state]}
`;

const stateText: Record<StepState, () => string> = {
  complete: () => studioText('completed'),
  active: () => studioText('in progress'),
  failed: () => studioText('failed'),
  waiting: () => studioText('not started'),
};

function stepState(stage: (typeof ebookGenerationStages)[number], p: GenerationProgress): StepState {
  if (p.completedStages.includes(stage) || p.status === 'succeeded') return 'complete';
  if (stage === p.stage) return p.status === 'failed' ? 'failed' : 'active';
  return 'waiting';
}

const icons = { complete: CheckCircle2, active: Loader2, failed: XCircle, waiting: Circle };

/** The builder's progress steps, following the server job's real stages. */
export function GenerationSteps({ progress }: { progress: GenerationProgress }) {
  const { t } = useStudioT();
  // The stage names are the contract's (the server job's own), translated as its sentences are.
  const stageName = translateMessage(progress.stage);
  const live =
    progress.status === 'succeeded'
      ? t('Generation complete.')
      : progress.status === 'failed'
        ? t('Generation failed at {{stage}}.', { stage: stageName })
        : `${stageName}…`;
  return (
    <div>
      <List aria-label={t('Generation progress')}>
        {ebookGenerationStages.map((stage) => {
          const state = stepState(stage, progress);
          const Icon = icons[state];
          return (
            <Step
              key={stage}
              $state={state}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <Icon aria-hidden="true" />
              <span>
                {translateMessage(stage)}
                <VisuallyHiddenText>{`, ${stateText[state]()}`}</VisuallyHiddenText>
              </span>
            </Step>
          );
        })}
      </List>
      <VisuallyHiddenText role="status">{live}</VisuallyHiddenText>
    </div>
  );
}
