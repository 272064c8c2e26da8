import { lazy } from 'react';
import type { PanelTab } from '@canopy/ui/page-kit';
import { BookOpen, Bot, FolderOpen, LayoutList, Users, Wrench } from 'lucide-react';

/**
 * The tabs in the order shown; the first is the default. The specification's full list is Builder, Ebook, AI GPT,
 * Courses, Students, Content: a tab is added here, in its place, when its feature exists (no placeholders). The
 * page translates each `labelKey`.
 */
export const educatorTabs: readonly (Omit<PanelTab, 'label'> & { labelKey: string })[] = [
  {
    value: 'builder',
    labelKey: 'Builder',
    icon: Wrench,
    Component: lazy(() => import(/* webpackChunkName: "educator-builder" */ './BuilderTab')),
  },
  {
    value: 'ebook',
    labelKey: 'Ebook',
    icon: BookOpen,
    Component: lazy(() => import(/* webpackChunkName: "educator-ebook" */ './EbookTab')),
  },
  {
    value: 'ai-gpt',
    labelKey: 'AI GPT',
    icon: Bot,
    Component: lazy(() => import(/* webpackChunkName: "educator-ai" */ './AiGptTab')),
  },
  {
    value: 'courses',
    labelKey: 'Courses',
    icon: LayoutList,
    Component: lazy(() => import(/* webpackChunkName: "educator-courses" */ './CoursesTab')),
  },
  {
    value: 'students',
    labelKey: 'Students',
    icon: Users,
    Component: lazy(() => import(/* webpackChunkName: "educator-students" */ './StudentsTab')),
  },
  {
    value: 'content',
    labelKey: 'Content',
    icon: FolderOpen,
    Component: lazy(() => import(/* webpackChunkName: "educator-content" */ './ContentTab')),
  },
];
