import { useState } from 'react';
import { ClipboardList, Plus } from 'lucide-react';
import type { AssessmentQuestion } from '@canopy/contracts';
import { Badge, Button, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useAssessmentQuestions, useQuestionActions } from '../../api/useAssessmentQuestions';
import { AdminListFrame, ListTable } from '../../components/AdminListFrame';
import { Muted } from '../../components/DataTable';
import { QuestionDialog } from '../../components/QuestionDialog';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { useAdminT } from '../../i18n/useAdminT';
import { categoryName, scaleName } from '../../lib/questionLabels';

/**
 * Questionnaire: the learning-preferences questions (newest version of each), to add, edit — each edit a new
 * version, so earlier answers stay interpretable — and deactivate or activate.
 */
export default function QuestionnaireTab() {
  const { t } = useAdminT();
  const questions = useAssessmentQuestions();
  const { setActive } = useQuestionActions();
  const [editing, setEditing] = useState<AssessmentQuestion | null>(null);
  const [open, setOpen] = useState(false);

  const toggle = async (q: AssessmentQuestion) => {
    try {
      await setActive.mutateAsync({ id: q.id, active: !q.isActive });
      toastSuccess(q.isActive ? t('Question deactivated') : t('Question activated'), q.questionText);
    } catch (error) {
      toastFailure(error, t('Failed to change the question'));
    }
  };

  return (
    <AdminListFrame
      id="questionnaire"
      heading={t('Learning-preferences questionnaire')}
      toolbar={
        <>
          <Muted>
            {t(
              'Learners answer the active questions one at a time. Editing a question saves a new version; answers given to earlier versions keep their meaning.',
            )}
          </Muted>
          <div className="end">
            <Button
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
            >
              <Plus aria-hidden="true" /> {t('Add question')}
            </Button>
          </div>
        </>
      }
    >
      <QueryState
        query={questions}
        loading={<SkeletonRows count={4} label={t('Loading questions')} height="48px" />}
        errorTitle={t('The questions could not be loaded')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState as="h3" icon={<ClipboardList aria-hidden="true" />} title={t('No questions yet')} />
        }
      >
        {(list) => (
          <ListTable
            label={t('Questions table')}
            columns={['#', t('Question'), t('Category'), t('Scale'), t('Weight'), t('Version'), t('Status')]}
            actions
          >
            {list.map((q, i) => (
              <tr key={q.id}>
                <td>{i + 1}</td>
                <th
                  scope="row"
                  style={{ fontWeight: 'inherit', whiteSpace: 'normal', minWidth: 260, maxWidth: 420 }}
                >
                  {q.questionText}
                </th>
                <td>{categoryName(q.category)}</td>
                <td>
                  {scaleName(q.questionType)}
                  <Muted> · {t('{{count}} options', { count: q.options.length })}</Muted>
                </td>
                <td>{q.weight}</td>
                <td>{q.version}</td>
                <td>
                  <Badge $variant={q.isActive ? 'success' : 'secondary'}>
                    {q.isActive ? t('Active') : t('Inactive')}
                  </Badge>
                </td>
                <td>
                  <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('Edit: {{question}}', { question: q.questionText })}
                      onClick={() => {
                        setEditing(q);
                        setOpen(true);
                      }}
                    >
                      {t('Edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={
                        q.isActive
                          ? t('Deactivate: {{question}}', { question: q.questionText })
                          : t('Activate: {{question}}', { question: q.questionText })
                      }
                      disabled={setActive.isPending}
                      onClick={() => void toggle(q)}
                    >
                      {q.isActive ? t('Deactivate') : t('Activate')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </QueryState>
      <QuestionDialog open={open} question={editing} onOpenChange={setOpen} />
    </AdminListFrame>
  );
}
