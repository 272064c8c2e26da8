import { lazy } from 'react';
import { msgKey } from '@canopy/i18n';
import type { PanelTab } from '@canopy/ui/page-kit';
import {
  Award,
  BarChart3,
  BookOpen,
  ClipboardList,
  History,
  Inbox,
  ShieldAlert,
  UserCheck,
  Users,
} from 'lucide-react';

/** One tab of the admin dashboard (/admin); `label` is the English text, translated where the tabs are shown. */
export interface AdminTab extends PanelTab {
  /** An API path the gateway's API document must list for the tab to be shown (a service that is not deployed). */
  requires?: string;
}

/**
 * The tabs in the order shown; the first is the default. `pending-educators` is the value the shell's 'Review'
 * prompt opens (@canopy/auth). A tab is listed here once its feature exists (no placeholders).
 */
export const adminTabs: readonly AdminTab[] = [
  {
    value: 'users',
    label: msgKey('Users'),
    icon: Users,
    Component: lazy(() => import(/* webpackChunkName: "admin-users" */ './UsersTab')),
  },
  {
    value: 'pending-educators',
    label: msgKey('Educator Approvals'),
    icon: UserCheck,
    Component: lazy(() => import(/* webpackChunkName: "admin-approvals" */ './ApprovalsTab')),
  },
  {
    value: 'courses',
    label: msgKey('Courses'),
    icon: BookOpen,
    requires: '/api/admin/courses',
    Component: lazy(() => import(/* webpackChunkName: "admin-courses" */ './CoursesTab')),
  },
  {
    value: 'certificates',
    label: msgKey('Certificates'),
    icon: Award,
    requires: '/api/admin/certificates',
    Component: lazy(() => import(/* webpackChunkName: "admin-certificates" */ './CertificatesTab')),
  },
  {
    value: 'moderation',
    label: msgKey('Moderation'),
    icon: ShieldAlert,
    requires: '/api/forum/moderation/flags',
    Component: lazy(() => import(/* webpackChunkName: "admin-moderation" */ './ModerationTab')),
  },
  {
    value: 'questionnaire',
    label: msgKey('Questionnaire'),
    icon: ClipboardList,
    requires: '/api/admin/assessment-questions',
    Component: lazy(() => import(/* webpackChunkName: "admin-questionnaire" */ './QuestionnaireTab')),
  },
  {
    value: 'activity',
    label: msgKey('Activity'),
    icon: History,
    Component: lazy(() => import(/* webpackChunkName: "admin-activity" */ './ActivityTab')),
  },
  {
    value: 'figures',
    label: msgKey('Figures'),
    icon: BarChart3,
    Component: lazy(() => import(/* webpackChunkName: "admin-figures" */ './FiguresTab')),
  },
  {
    value: 'outbox',
    label: msgKey('Outbox'),
    icon: Inbox,
    // Shown only on a demo platform without SMTP, whose identity service says the outbox is readable.
    requires: '/api/admin/outbox',
    Component: lazy(() => import(/* webpackChunkName: "admin-outbox" */ './OutboxTab')),
  },
];
