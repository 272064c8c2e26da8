import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { contentMessages, courseMessages } from '@canopy/contracts';
import { Button, Card, CardContent, PageContainer, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { msgKey, translateMessage } from '@canopy/i18n';
import { useStudioT } from '../i18n/useStudioT';
import { extractYoutube, useCreateCourse } from '../api/useStudioCourses';
import { StudioPageHead } from '../components/StudioPageHead';
import {
  emptyWizard,
  nextStep,
  previousStep,
  stepFields,
  wizardStepSchema,
  wizardSteps,
  wizardTexts,
  type WizardForm,
  type WizardStep,
} from '../lib/courseWizard';
import { BasicInfoStep } from './wizard/BasicInfoStep';
import { DetailsStep } from './wizard/DetailsStep';
import { MethodStep } from './wizard/MethodStep';
import { WizardStepList } from './wizard/WizardStepList';
import { Actions, StepHeading } from './wizard/wizardStyles';

/** The wizard's own page; the Builder tab's 'Create Course' leads here. */
export const COURSE_WIZARD_TITLE = msgKey('Create a Course');

/**
 * /educator/courses/new — the course wizard: step 1 Manual (a story template, whose six phases pre-fill the module
 * outline) or YouTube (extraction fills title and description and jumps to step 2); step 2 Basic Info; step 3
 * Details. One form holds every step, so Back and Continue keep what was typed. Creating calls
 * POST /api/courses/create, adds the outline's modules and opens the new course's builder.
 */
export default function CourseWizardPage() {
  const { t } = useStudioT();
  useDocumentTitle(t(COURSE_WIZARD_TITLE));
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(1);
  const [extracting, setExtracting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  }, [step]);
  // Each step is checked with its own schema (the fields it shows), so Continue never trips over a later step.
  const resolver = useMemo<Resolver<WizardForm>>(
    () => (values, context, options) =>
      (zodResolver(wizardStepSchema(stepRef.current, values.method)) as unknown as Resolver<WizardForm>)(
        values,
        context,
        options,
      ),
    [],
  );
  // Checked on Continue only (no validation on blur: a message vanishing under the pointer would move the button
  // away from a click); a field showing a message is checked again as it changes.
  const form = useForm<WizardForm>({ resolver, defaultValues: emptyWizard, mode: 'onSubmit' });
  const { control, setValue, getValues, trigger } = form;
  const method = useWatch({ control, name: 'method' });
  const create = useCreateCourse();

  useEffect(() => {
    const watcher = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => watcher.unsubscribe();
  }, [form]);

  // Each new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const extract = async () => {
    const url = getValues('youtubeUrl').trim();
    const valid = await trigger('youtubeUrl');
    if (!valid) {
      toast({
        title: t(wizardTexts.youtubeRequiredTitle),
        description: translateMessage(courseMessages.youtubeUrlInvalid),
        variant: 'destructive',
      });
      return;
    }
    setExtracting(true);
    try {
      const video = await extractYoutube(url);
      setValue('title', video.title.slice(0, 200));
      setValue('description', video.description.slice(0, 10_000));
      setStep(2);
    } catch {
      toast({
        title: t(wizardTexts.processingFailedTitle),
        description: translateMessage(contentMessages.youtubeFailed),
        variant: 'destructive',
      });
    } finally {
      setExtracting(false);
    }
  };

  const createCourse = async () => {
    const values = getValues();
    try {
      const { course, modulesFailed } = await create.mutateAsync(values);
      if (modulesFailed) {
        toast({
          title: t(wizardTexts.creationFailedTitle),
          description: t(
            '“{{title}}” was created, but its module outline could not be completed: {{reason}}',
            { title: course.title, reason: modulesFailed },
          ),
          variant: 'destructive',
        });
      }
      navigate(`/courses/${course.id}/builder`);
    } catch (error) {
      toast({
        title: t(wizardTexts.creationFailedTitle),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const goOn = async () => {
    if (step === 1 && method === 'youtube') return extract();
    if (create.isPending) return;
    // The step's schema decides (the form's own state may still hold a blur validation in flight); trigger then
    // shows the messages and focuses the first field in error.
    if (wizardStepSchema(step, method).safeParse(getValues()).success) {
      form.clearErrors();
      if (step === 3) await createCourse();
      else setStep(nextStep(step));
    } else {
      await trigger(stepFields(step, method), { shouldFocus: true });
    }
  };

  const onFormSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void goOn();
  };

  const stepName = t(wizardSteps[step - 1]!.nameKey);

  return (
    <PageContainer>
      <StudioPageHead
        title={t(COURSE_WIZARD_TITLE)}
        description={t(
          'Three steps to a new course. It is sent for review when you create it, and you keep building it while it waits.',
        )}
      />
      <WizardStepList step={step} />
      <Card>
        <CardContent style={{ paddingBlockStart: 24 }}>
          <form onSubmit={onFormSubmit} noValidate aria-labelledby="wizard-step-heading">
            <StepHeading id="wizard-step-heading" ref={headingRef} tabIndex={-1}>
              {t('Step {{step}} of 3: {{name}}', { step, name: stepName })}
            </StepHeading>

            {step === 1 && <MethodStep form={form} />}

            {step === 2 && <BasicInfoStep form={form} />}
            {step === 3 && <DetailsStep form={form} onUploadingChange={setUploading} />}

            <Actions>
              {step > 1 ? (
                <Button type="button" variant="outline" onClick={() => setStep(previousStep(step))}>
                  <ArrowLeft aria-hidden="true" /> {t('Back')}
                </Button>
              ) : (
                <span />
              )}
              {step < 3 ? (
                <Button type="submit" disabled={extracting}>
                  {extracting ? (
                    t('Extracting...')
                  ) : (
                    <>
                      {step === 1 && method === 'youtube' ? t('Extract and Continue') : t('Continue')}
                      <ArrowRight aria-hidden="true" />
                    </>
                  )}
                </Button>
              ) : (
                <Button type="submit" disabled={create.isPending || uploading}>
                  {create.isPending ? t('Creating...') : t('Create Course')}
                </Button>
              )}
            </Actions>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
