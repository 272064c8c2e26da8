import styled, { css, keyframes } from 'styled-components';
import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { ebookGenerationStages } from '@canopy/contracts';
import { VisuallyHiddenText } from '@canopy/ui';
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

const stateText: Record<StepState, string> = {
  complete: 'completed',
  active: 'in progress',
  failed: 'failed',
  waiting: 'not started',
};

function stepState(stage: (typeof ebookGenerationStages)[number], p: GenerationProgress): StepState {
  if (p.completedStages.includes(stage) || p.status === 'succeeded') return 'complete';
  if (stage === p.stage) return p.status === 'failed' ? 'failed' : 'active';
  return 'waiting';
}

const icons = { complete: CheckCircle2, active: Loader2, failed: XCircle, waiting: Circle };

/** The builder's progress steps, following the server job's real stages. */
export function GenerationSteps({ progress }: { progress: GenerationProgress }) {
  const live =
    progress.status === 'succeeded'
      ? 'Generation complete.'
      : progress.status === 'failed'
        ? `Generation failed at ${progress.stage}.`
        : `${progress.stage}…`;
  return (
    <div>
      <List aria-label="Generation progress">
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
                {stage}
                <VisuallyHiddenText>{`, ${stateText[state]}`}</VisuallyHiddenText>
              </span>
            </Step>
          );
        })}
      </List>
      <VisuallyHiddenText role="status">{live}</VisuallyHiddenText>
    </div>
  );
}
