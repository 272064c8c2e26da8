import type { OutlineLesson, OutlineModule } from '@canopy/contracts';
import { lessonVideo, safeLinkHref } from './video';

/** A video or document attached to a lesson, as the enrolled view's Resources tab lists it. */
export interface CourseResource {
  key: string;
  kind: 'video' | 'document';
  href: string;
  lesson: OutlineLesson;
  module: OutlineModule;
}

/**
 * Every video and document of the course's lessons, in course order. Links come only with lessons the caller
 * may open (the outline leaves them out otherwise); anything that is not a safe http(s) link is skipped.
 */
export function courseResources(modules: readonly OutlineModule[], origin: string): CourseResource[] {
  const out: CourseResource[] = [];
  for (const module of modules) {
    for (const lesson of module.lessons) {
      const video = lessonVideo(lesson.videoUrl, origin);
      if (video) {
        const href =
          video.kind === 'youtube' ? video.watchUrl : video.kind === 'file' ? video.src : video.href;
        out.push({ key: `v${lesson.id}`, kind: 'video', href, lesson, module });
      }
      const doc = safeLinkHref(lesson.documentUrl, origin);
      if (doc) out.push({ key: `d${lesson.id}`, kind: 'document', href: doc, lesson, module });
    }
  }
  return out;
}
