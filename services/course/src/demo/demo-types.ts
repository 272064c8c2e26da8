import type { CourseLevel, StoryTemplate } from '@canopy/contracts';

export interface DemoLesson {
  title: string;
  /** Minutes. */
  duration: number;
  /** Markdown. */
  content: string;
  videoUrl?: string;
  practicalApplication?: string;
  reflectionPrompts?: string;
}

export interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  title: string;
  description: string;
  level: CourseLevel;
  /** Category names, primary first (1 to 3). */
  categories: string[];
  storyTemplate?: StoryTemplate;
  practicalSkills?: string;
  modules: DemoModule[];
}
