import styled from 'styled-components';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { storyPhaseLabels, storyPhases } from '@canopy/contracts';
import { Field, Input } from '@canopy/ui';
import { NativeSelect } from '../../components/NativeSelect';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';
import { fieldMessage } from '../../lib/fieldMessage';
import type { ModuleFormInput } from './moduleForm';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * What a module is called ('Module', 'Week', 'Season') and which phase of the course's story it is, shown to
 * learners in the curriculum. A phase written some other way (an older course's own words) stays a choice.
 */
export function ModuleStoryFields({
  register,
  errors,
  storedPhase,
}: {
  register: UseFormRegister<ModuleFormInput>;
  errors: FieldErrors<ModuleFormInput>;
  /** The module's stored phase, kept as a choice when it is not one of the six. */
  storedPhase: string | null;
}) {
  const { t } = useStudioT();
  const custom =
    storedPhase && !(storyPhases as readonly string[]).includes(storedPhase) ? storedPhase : null;
  return (
    <Pair>
      <Field
        label={t('Display name')}
        error={fieldMessage(errors.displayName?.message)}
        hint={t('What learners see before the number: Module 1, Week 1, …')}
      >
        <Input {...register('displayName')} maxLength={50} autoComplete="off" />
      </Field>
      <Field
        label={t('Story phase')}
        error={fieldMessage(errors.storyPhase?.message)}
        hint={t('Its place in the course’s journey.')}
      >
        <NativeSelect {...register('storyPhase')}>
          <option value="">{t('No phase')}</option>
          {storyPhases.map((p) => (
            <option key={p} value={p}>
              {translateMessage(storyPhaseLabels[p])}
            </option>
          ))}
          {custom && <option value={custom}>{custom}</option>}
        </NativeSelect>
      </Field>
    </Pair>
  );
}
