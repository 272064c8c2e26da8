import { useEffect, useState } from 'react';
import {
  assessmentCategories,
  assessmentQuestionCreateSchema,
  assessmentQuestionTypes,
  defaultAssessmentOptions,
  type AssessmentQuestion,
  type AssessmentQuestionType,
} from '@canopy/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Textarea,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useQuestionActions } from '../api/useAssessmentQuestions';
import { translateMessage } from '@canopy/i18n';
import { useAdminT } from '../i18n/useAdminT';
import { categoryName, scaleName } from '../lib/questionLabels';
import { toastFailure, toastSuccess } from '../lib/toasts';
import { NativeSelect } from './DataTable';

interface Draft {
  questionText: string;
  category: string;
  questionType: AssessmentQuestionType;
  options: string;
  weight: string;
}

const empty: Draft = {
  questionText: '',
  category: 'visual',
  questionType: 'agreement',
  options: defaultAssessmentOptions.agreement.join('\n'),
  weight: '1',
};

const draftOf = (q: AssessmentQuestion): Draft => ({
  questionText: q.questionText,
  category: q.category,
  questionType: q.questionType,
  options: q.options.join('\n'),
  weight: String(q.weight),
});

/**
 * Adds a question, or changes one: a change is saved as the question's next version (answers already given keep
 * the version they answered). Checked with the contract's schema, so the messages are the server's.
 */
export function QuestionDialog({
  open,
  question,
  onOpenChange,
}: {
  open: boolean;
  /** The question to change; null to add one. */
  question: AssessmentQuestion | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useAdminT();
  const { create, edit } = useQuestionActions();
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    setDraft(question ? draftOf(question) : empty);
    setErrors({});
  }, [open, question]);

  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const parsed = assessmentQuestionCreateSchema.safeParse({
      questionText: draft.questionText,
      category: draft.category,
      questionType: draft.questionType,
      options: draft.options
        .split('\n')
        .map((o) => o.trim())
        .filter(Boolean),
      weight: Number(draft.weight),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= translateMessage(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (question) {
        const saved = await edit.mutateAsync({ id: question.id, changes: parsed.data });
        toastSuccess(t('Question updated'), t('Saved as version {{version}}.', { version: saved.version }));
      } else {
        await create.mutateAsync(parsed.data);
        toastSuccess(t('Question added'));
      }
      onOpenChange(false);
    } catch (error) {
      toastFailure(error, question ? t('Failed to update question') : t('Failed to add question'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{question ? t('Edit question') : t('Add question')}</DialogTitle>
          <DialogDescription>
            {question
              ? t('Saving creates version {{next}}.0; answers already given keep version {{version}}.', {
                  next: Number.parseInt(question.version, 10) + 1,
                  version: question.version,
                })
              : t('The question is asked in every new questionnaire, after the existing ones.')}
          </DialogDescription>
        </DialogHeader>
        <form
          aria-label={question ? t('Edit question') : t('Add question')}
          style={{ display: 'grid', gap: 16 }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Field label={t('Question')} error={errors.questionText} required>
            <Textarea
              value={draft.questionText}
              onChange={(e) => set('questionText', e.target.value)}
              rows={3}
            />
          </Field>
          <Field label={t('Category')} error={errors.category}>
            <NativeSelect value={draft.category} onChange={(e) => set('category', e.target.value)}>
              {assessmentCategories.map((c) => (
                <option key={c} value={c}>
                  {categoryName(c)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('Answer scale')} error={errors.questionType}>
            <NativeSelect
              value={draft.questionType}
              onChange={(e) => {
                const type = e.target.value as AssessmentQuestionType;
                setDraft((d) => ({
                  ...d,
                  questionType: type,
                  // A new scale brings its usual options unless the administrator already changed them.
                  options:
                    d.options === defaultAssessmentOptions[d.questionType].join('\n')
                      ? defaultAssessmentOptions[type].join('\n')
                      : d.options,
                }));
              }}
            >
              {assessmentQuestionTypes.map((type) => (
                <option key={type} value={type}>
                  {scaleName(type)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('Options')}
            hint={t('One per line, from the lowest to the highest (2 to 7).')}
            error={errors.options}
            required
          >
            <Textarea value={draft.options} onChange={(e) => set('options', e.target.value)} rows={6} />
          </Field>
          <Field
            label={t('Weight')}
            hint={t('How much the question counts in its category, 1 to 5.')}
            error={errors.weight}
          >
            <Input
              type="number"
              min={1}
              max={5}
              step={1}
              value={draft.weight}
              onChange={(e) => set('weight', e.target.value)}
            />
          </Field>
          <FormDialogFooter
            submitLabel={question ? t('Save new version') : t('Add question')}
            busy={create.isPending || edit.isPending}
            onCancel={() => onOpenChange(false)}
            lockCancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
