import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, ArrowRight, PenLine, Youtube } from 'lucide-react';
import { useIsPathDeclared } from '@canopy/auth';
import { contentMessages, courseMessages, type StoryTemplate } from '@canopy/contracts';
import {
  Button,
  Card,
  CardContent,
  ChoiceCards,
  Field,
  FieldError,
  FieldHint,
  Input,
  PageContainer,
  PageHeader,
  VisuallyHiddenText,
  toast,
} from '@canopy/ui';
import { errorMessage } from '../api/errorMessage';
import { extractYoutube, useCreateCourse } from '../api/useStudioCourses';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import {
  emptyWizard,
  nextStep,
  outlineModules,
  previousStep,
  stepFields,
  wizardStepSchema,
  wizardSteps,
  wizardTexts,
  type WizardForm,
  type WizardStep,
} from '../lib/courseWizard';
import { storyTemplateOutlines } from '../lib/storyTemplates';
import { BasicInfoStep } from './wizard/BasicInfoStep';
import { DetailsStep } from './wizard/DetailsStep';
import { Actions, StepHeading, Section, SectionTitle } from './wizard/wizardStyles';

const StepList = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 4px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    min-width: 0;
  }
  li[data-state='done'],
  li[aria-current='step'] {
    border-top-color: ${({ theme }) => theme.colors.primary};
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
    width: 24px;
    height: 24px;
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

const Outline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: 4px;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The wizard's own page; the Builder tab's 'Create Course' leads here. */
export const COURSE_WIZARD_TITLE = 'Create a Course';

/**
 * /educator/courses/new — the course wizard: step 1 Manual (a story template, whose six phases pre-fill the module
 * outline) or YouTube (extraction fills title and description and jumps to step 2); step 2 Basic Info; step 3
 * Details. One form holds every step, so Back and Continue keep what was typed. Creating calls
 * POST /api/courses/create and then adds the outline's modules.
 */
export default function CourseWizardPage() {
  useDocumentTitle(COURSE_WIZARD_TITLE);
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
  const { control, register, setValue, getValues, trigger, formState } = form;
  const method = useWatch({ control, name: 'method' });
  const template = useWatch({ control, name: 'storyTemplate' });
  const modules = useWatch({ control, name: 'modules' });
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

  const builderDeclared = useIsPathDeclared('/courses/1/builder');
  const learnerViewDeclared = useIsPathDeclared('/courses/1');

  const chooseTemplate = (value: StoryTemplate) => {
    setValue('storyTemplate', value, { shouldValidate: Boolean(formState.errors.storyTemplate) });
    setValue('modules', outlineModules(value));
  };

  const extract = async () => {
    const url = getValues('youtubeUrl').trim();
    const valid = await trigger('youtubeUrl');
    if (!valid) {
      toast({
        title: wizardTexts.youtubeRequiredTitle,
        description: courseMessages.youtubeUrlInvalid,
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
        title: wizardTexts.processingFailedTitle,
        description: contentMessages.youtubeFailed,
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
          title: wizardTexts.creationFailedTitle,
          description: `“${course.title}” was created, but its module outline could not be completed: ${modulesFailed}`,
          variant: 'destructive',
        });
      }
      if (builderDeclared) navigate(`/courses/${course.id}/builder`);
      else if (learnerViewDeclared) navigate(`/courses/${course.id}`);
      else navigate('/educator?tab=courses');
    } catch (error) {
      toast({
        title: wizardTexts.creationFailedTitle,
        description: errorMessage(error, error instanceof Error ? error.message : 'Please try again.'),
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

  const stepName = wizardSteps[step - 1]!.name;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Educator studio"
        title={COURSE_WIZARD_TITLE}
        description="Three steps to a new course. It is sent for review when you create it, and you keep building it while it waits."
      />
      <nav aria-label="Back">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/educator">
            <ArrowLeft aria-hidden="true" /> Course Management
          </Link>
        </Button>
      </nav>
      <StepList aria-label="Wizard steps">
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
              <VisuallyHiddenText>Step {s.number}: </VisuallyHiddenText>
              {s.name}
            </span>
          </li>
        ))}
      </StepList>
      <Card>
        <CardContent style={{ paddingTop: 24 }}>
          <form onSubmit={onFormSubmit} noValidate aria-labelledby="wizard-step-heading">
            <StepHeading id="wizard-step-heading" ref={headingRef} tabIndex={-1}>
              Step {step} of 3: {stepName}
            </StepHeading>

            {step === 1 && (
              <>
                <Section>
                  <SectionTitle id="wizard-method-label">How do you want to start?</SectionTitle>
                  <Controller
                    control={control}
                    name="method"
                    render={({ field }) => (
                      <ChoiceCards
                        aria-labelledby="wizard-method-label"
                        name="method"
                        columns={2}
                        value={field.value}
                        onValueChange={(v) => field.onChange(v as WizardForm['method'])}
                        options={[
                          {
                            value: 'manual',
                            label: 'Manual',
                            description: 'Pick a story template; its six phases become your module outline.',
                            icon: <PenLine aria-hidden="true" />,
                          },
                          {
                            value: 'youtube',
                            label: 'YouTube',
                            description:
                              "Start from a video: its title and description fill in the course's.",
                            icon: <Youtube aria-hidden="true" />,
                          },
                        ]}
                      />
                    )}
                  />
                </Section>

                {method === 'manual' ? (
                  <>
                    <Section>
                      <SectionTitle id="wizard-template-label">Story template</SectionTitle>
                      <ChoiceCards
                        aria-labelledby="wizard-template-label"
                        aria-describedby={
                          formState.errors.storyTemplate ? 'wizard-template-error' : undefined
                        }
                        name="storyTemplate"
                        columns={2}
                        value={template ?? ''}
                        onValueChange={(v) => chooseTemplate(v as StoryTemplate)}
                        options={storyTemplateOutlines.map((t) => ({
                          value: t.template,
                          label: t.name,
                          description: t.summary,
                        }))}
                      />
                      {formState.errors.storyTemplate && (
                        <div role="alert">
                          <FieldError id="wizard-template-error">
                            {formState.errors.storyTemplate.message}
                          </FieldError>
                        </div>
                      )}
                    </Section>
                    {template && (
                      <Section aria-labelledby="wizard-outline-label">
                        <SectionTitle id="wizard-outline-label">Module outline</SectionTitle>
                        <FieldHint>
                          The template&apos;s six phases become your first modules. Rename them as you like;
                          you add lessons to them in the course builder.
                        </FieldHint>
                        <Outline>
                          {modules.map((m, i) => (
                            <li key={`${template}-${m.storyPhase}`}>
                              <Field
                                label={`Module ${i + 1}`}
                                error={formState.errors.modules?.[i]?.title?.message}
                                required
                              >
                                <Input {...register(`modules.${i}.title`)} maxLength={200} />
                              </Field>
                              <p>{m.description}</p>
                            </li>
                          ))}
                        </Outline>
                      </Section>
                    )}
                  </>
                ) : (
                  <Section>
                    <Field
                      label="YouTube video URL"
                      error={formState.errors.youtubeUrl?.message}
                      hint="A youtube.com/watch?v=, youtu.be/ or youtube.com/embed/ link. Its title and description fill the next step."
                      required
                    >
                      <Input
                        type="url"
                        inputMode="url"
                        placeholder="https://www.youtube.com/watch?v=..."
                        {...register('youtubeUrl')}
                      />
                    </Field>
                  </Section>
                )}
              </>
            )}

            {step === 2 && <BasicInfoStep form={form} />}
            {step === 3 && <DetailsStep form={form} onUploadingChange={setUploading} />}

            <Actions>
              {step > 1 ? (
                <Button type="button" variant="outline" onClick={() => setStep(previousStep(step))}>
                  <ArrowLeft aria-hidden="true" /> Back
                </Button>
              ) : (
                <span />
              )}
              {step < 3 ? (
                <Button type="submit" disabled={extracting}>
                  {extracting ? (
                    'Extracting...'
                  ) : (
                    <>
                      {step === 1 && method === 'youtube' ? 'Extract and Continue' : 'Continue'}
                      <ArrowRight aria-hidden="true" />
                    </>
                  )}
                </Button>
              ) : (
                <Button type="submit" disabled={create.isPending || uploading}>
                  {create.isPending ? 'Creating...' : 'Create Course'}
                </Button>
              )}
            </Actions>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
