import { lazy, type ComponentType } from 'react';
import { BookOpen, Bot, FolderOpen, LayoutList, Users, Wrench } from 'lucide-react';

/** One tab of the educator dashboard (/educator). */
export interface EducatorTab {
  /** The `tab` query parameter that selects it (?tab=ebook). */
  value: string;
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  Component: ComponentType;
}

/**
 * The tabs in the order shown; the first is the default. The specification's full list is Builder, Ebook, AI GPT,
 * Courses, Students, Content: a tab is added here, in its place, when its feature exists (no placeholders).
 */
export const educatorTabs: readonly EducatorTab[] = [
  {
    value: 'builder',
    label: 'Builder',
    icon: Wrench,
    Component: lazy(() => import(/* webpackChunkName: "educator-builder" */ './BuilderTab')),
  },
  {
    value: 'ebook',
    label: 'Ebook',
    icon: BookOpen,
    Component: lazy(() => import(/* webpackChunkName: "educator-ebook" */ './EbookTab')),
  },
  {
    value: 'ai-gpt',
    label: 'AI GPT',
    icon: Bot,
    Component: lazy(() => import(/* webpackChunkName: "educator-ai" */ './AiGptTab')),
  },
  {
    value: 'courses',
    label: 'Courses',
    icon: LayoutList,
    Component: lazy(() => import(/* webpackChunkName: "educator-courses" */ './CoursesTab')),
  },
  {
    value: 'students',
    label: 'Students',
    icon: Users,
    Component: lazy(() => import(/* webpackChunkName: "educator-students" */ './StudentsTab')),
  },
  {
    value: 'content',
    label: 'Content',
    icon: FolderOpen,
    Component: lazy(() => import(/* webpackChunkName: "educator-content" */ './ContentTab')),
  },
];

/** The tab a `tab` query parameter names, else the first. */
export function selectedTab(param: string | null, tabs: readonly EducatorTab[] = educatorTabs): EducatorTab {
  return tabs.find((t) => t.value === param) ?? tabs[0]!;
}
