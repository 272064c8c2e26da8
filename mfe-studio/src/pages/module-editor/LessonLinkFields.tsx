import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Lesson } from '@canopy/contracts';
import { Field, Input, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useUpdateLesson } from '../../api/useModuleEditor';
import { NativeSelect } from '../../components/NativeSelect';
import { useStudioT } from '../../i18n/useStudioT';
import { fieldMessage } from '../../lib/fieldMessage';

/** The lesson link a form sets: a lesson's video or its document. */
export type LessonLink = 'videoUrl' | 'documentUrl';

/**
 * A form setting one lesson's video or document link (PATCH /api/lessons/{id}); the server checks the link and its
 * refusal is shown under the field, which takes the focus so screen readers read it.
 */
export function useLessonLinkForm({
  open,
  lessons,
  link,
  moduleId,
  courseId,
  texts,
  onSaved,
}: {
  open: boolean;
  lessons: Lesson[];
  link: LessonLink;
  moduleId: number;
  courseId: number;
  texts: {
    missing: string;
    failed: string;
    saved: (lesson: Lesson) => { title: string; description: string };
  };
  onSaved: () => void;
}) {
  const update = useUpdateLesson(moduleId, courseId);
  const [lessonId, setLessonId] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = lessons.find((l) => !l[link]) ?? lessons[0];
    setLessonId(first ? String(first.id) : '');
    setUrl(first?.[link] ?? '');
    setError(null);
    update.reset();
    // Only when the dialog opens: later lesson refreshes must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const chooseLesson = (value: string) => {
    setLessonId(value);
    setUrl(lessons.find((l) => String(l.id) === value)?.[link] ?? '');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      setError(texts.missing);
      urlInput.current?.focus();
      return;
    }
    setError(null);
    try {
      const lesson = await update.mutateAsync({ id: Number(lessonId), payload: { [link]: url.trim() } });
      toast({ ...texts.saved(lesson), variant: 'success' });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, texts.failed));
      urlInput.current?.focus();
    }
  };

  return { lessonId, chooseLesson, url, setUrl, error, urlInput, submit, busy: update.isPending };
}

/** The lesson to change (those that already have the link say so) and the link itself. */
export function LessonLinkFields({
  form,
  lessons,
  link,
  label,
  hint,
  placeholder,
}: {
  form: ReturnType<typeof useLessonLinkForm>;
  lessons: Lesson[];
  link: LessonLink;
  label: string;
  hint?: string;
  placeholder: string;
}) {
  const { t } = useStudioT();
  const has = ` ${link === 'videoUrl' ? t('(has a video)') : t('(has a document)')}`;
  return (
    <>
      <Field label={t('Lesson')}>
        <NativeSelect value={form.lessonId} onChange={(e) => form.chooseLesson(e.target.value)}>
          {lessons.map((l, i) => (
            <option key={l.id} value={l.id}>
              {`${i + 1}. ${l.title}${l[link] ? has : ''}`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={label} error={fieldMessage(form.error ?? undefined)} hint={hint}>
        <Input
          ref={form.urlInput}
          value={form.url}
          onChange={(e) => form.setUrl(e.target.value)}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={placeholder}
        />
      </Field>
    </>
  );
}
