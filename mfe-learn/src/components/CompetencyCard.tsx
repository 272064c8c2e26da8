import { useId, useState } from 'react';
import { useInlineEditor } from '../hooks/useInlineEditor';
import styled from 'styled-components';
import { TrendingUp } from 'lucide-react';
import {
  Badge,
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@canopy/ui';
import { competencyLevels } from '@canopy/contracts';
import type { CompetencyLevel, Enrollment } from '@canopy/contracts';
import { useUpdateEnrollment } from '../api/useLearnMutations';
import { DashboardCard, Quiet } from './DashboardCard';
import { useLabels } from '../hooks/useLabels';

const Levels = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    height: 8px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  li[data-on='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Current = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .desc {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Reflection = styled.blockquote`
  margin: 0;
  padding: 12px 16px;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-start-end-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding-block-start: 16px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  .field {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** Reflection and self-assessed competency (PATCH reflection + competencyLevel, sent as typed). */
export function CompetencyCard({ enrollment }: { enrollment: Enrollment }) {
  const { t, competency } = useLabels();
  const ids = { reflection: useId(), level: useId() };
  const { editing, setEditing, toggleRef } = useInlineEditor();
  const [reflection, setReflection] = useState(enrollment.reflection ?? '');
  const [level, setLevel] = useState<CompetencyLevel>(enrollment.competencyLevel);
  const update = useUpdateEnrollment(enrollment);
  const info = competency(enrollment.competencyLevel);
  const rank = competencyLevels.indexOf(enrollment.competencyLevel);

  const open = () => {
    setReflection(enrollment.reflection ?? '');
    setLevel(enrollment.competencyLevel);
    setEditing(true);
  };

  return (
    <DashboardCard
      title={t('Competency & reflection')}
      description={t('Reflect on what you have learned and assess your level.')}
      icon={<TrendingUp />}
    >
      <Current>
        <div className="row">
          <span style={{ fontSize: 14, fontWeight: 600 }}>{t('Competency level')}</span>
          <Badge>{info.label}</Badge>
        </div>
        <Levels aria-hidden="true">
          {competencyLevels.map((l, i) => (
            <li key={l} data-on={i <= rank} />
          ))}
        </Levels>
        <p className="desc">{info.description}.</p>
      </Current>
      <div>
        <h4 style={{ fontSize: 14, marginBlockEnd: 6, fontFamily: 'inherit' }}>{t('Your reflection')}</h4>
        {enrollment.reflection?.trim() ? (
          <Reflection>{enrollment.reflection}</Reflection>
        ) : (
          <Quiet>{t('No reflection added yet.')}</Quiet>
        )}
      </div>
      {editing ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { kind: 'reflection', payload: { reflection, competencyLevel: level } },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <div className="field">
            <Label htmlFor={ids.reflection}>{t('Reflection')}</Label>
            <Textarea
              autoFocus
              id={ids.reflection}
              value={reflection}
              onChange={(e) => setReflection(e.target.value)}
              placeholder={t('What did you learn? How will you apply it?')}
              rows={4}
            />
          </div>
          <div className="field">
            <Label htmlFor={ids.level}>{t('Self-assessed level')}</Label>
            <Select value={level} onValueChange={(v) => setLevel(v as CompetencyLevel)}>
              <SelectTrigger id={ids.level} aria-describedby={`${ids.level}-hint`}>
                <SelectValue>{competency(level).label}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {competencyLevels.map((l) => (
                  <SelectItem key={l} value={l}>
                    <ItemText>
                      {competency(l).label}
                      <small>{competency(l).description}</small>
                    </ItemText>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id={`${ids.level}-hint`} style={{ fontSize: 13 }}>
              {competency(level).description}.
            </p>
          </div>
          <div className="actions">
            <Button type="submit" loading={update.isPending}>
              {t('Submit Reflection')}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
              {t('Cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <div>
          <Button ref={toggleRef} variant="outline" onClick={open}>
            {enrollment.reflection?.trim() ? t('Update reflection') : t('Add reflection')}
          </Button>
        </div>
      )}
    </DashboardCard>
  );
}
