import type { ReactNode } from 'react';
import type { LinkRequestKind } from '../pages/auth/LinkRequestPage';
import type { TokenPageKind } from '../pages/auth/TokenPage';
import { lazyPage } from './lazyPage';

// Every page body is loaded on demand; only the shell (providers, layouts, router) is in the first file.

export const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'));
export const LoginPrompt = lazyPage(() => import('../pages/auth/LoginPrompt'));
export const LandingPage = lazyPage(() => import('../pages/public/LandingPage'));
export const RoleChooser = lazyPage(() => import('../pages/home/RoleChooser'));
export const NoRolePage = lazyPage(() => import('../pages/home/NoRolePage'));
export const NotFoundPage = lazyPage(() => import('../pages/errors/NotFoundPage'));
export const AdminConsole = lazyPage(() => import('../pages/admin/AdminConsole'));
export const StudentConsole = lazyPage(() => import('../pages/student/StudentConsole'));
export const GraderConsole = lazyPage(() => import('../pages/grader/GraderConsole'));
// The code-review feature (CodeMirror, languages, Markdown) is the heaviest part of the app: only these load it.
export const CodeReviewPage = lazyPage(() => import('../features/code-review/CodeReviewPage'));
export const DemoReviewPage = lazyPage(() => import('../features/code-review/DemoReviewPage'));
// A student's peer review in the same code view (reviewer mode).
export const PeerReviewPage = lazyPage(() => import('../pages/student/peer-review/PeerReviewPage'));
export const InvitePage = lazyPage(() => import('../pages/invite/InvitePage'));
export const LinkRequestPage = lazyPage<{ kind: LinkRequestKind }>(() => import('../pages/auth/LinkRequestPage'));
export const TokenPage = lazyPage<{ kind: TokenPageKind }>(() => import('../pages/auth/TokenPage'));
export const SignupPage = lazyPage(() => import('../pages/signup/SignupPage'));
export const CreateCoursePage = lazyPage(() => import('../pages/signup/CreateCoursePage'));
export const JoinCoursePage = lazyPage(() => import('../pages/signup/JoinCoursePage'));
export const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage'));

// The logged-in frame carries the role menu (dropdown, tooltip), which visitors never need.
export const ConsoleLayout = lazyPage<{ children?: ReactNode; fullBleed?: boolean }>(() =>
  import('../layout/ConsoleLayout').then((module) => ({ default: module.ConsoleLayout })),
);
export const SignupRequestsPage = lazyPage(() => import('../pages/platform/SignupRequestsPage'));
export const OutboxPage = lazyPage(() => import('../pages/platform/OutboxPage'));
export const MailPage = lazyPage(() => import('../pages/mail/MailPage'));
export const DeepLinkPage = lazyPage(() => import('../pages/lti/DeepLinkPage'));
export const JobsPage = lazyPage(() => import('../pages/platform/jobs/JobsPage'));
export const LoginAsPage = lazyPage(() => import('../pages/platform/login-as/LoginAsPage'));
// The platform console: its frame (the sider) and its pages.
export const PlatformLayout = lazyPage(() => import('../pages/platform/PlatformLayout'));
export const DashboardPage = lazyPage(() => import('../pages/platform/dashboard/DashboardPage'));
export const OrganizationsPage = lazyPage(() => import('../pages/platform/organizations/OrganizationsPage'));
export const ConsoleCoursesPage = lazyPage(() => import('../pages/platform/courses/CoursesPage'));
export const AdminsPage = lazyPage(() => import('../pages/platform/admins/AdminsPage'));
export const AnalyticsPage = lazyPage(() => import('../pages/platform/analytics/AnalyticsPage'));
export const AuditLogPage = lazyPage(() => import('../pages/platform/audit/AuditLogPage'));
export const PlatformAdminsPage = lazyPage(() => import('../pages/platform/platform-admins/PlatformAdminsPage'));
export const AnnouncementPage = lazyPage(() => import('../pages/platform/announcement/AnnouncementPage'));
export const LmsPage = lazyPage(() => import('../pages/platform/lms/LmsPage'));
export const ShutdownPage = lazyPage(() => import('../pages/public/ShutdownPage'));
export const CrashTestPage = lazyPage(() => import('../pages/errors/CrashTestPage'));
export const TermsPage = lazyPage(() => import('../pages/public/TermsPage'));
export const PrivacyPage = lazyPage(() => import('../pages/public/PrivacyPage'));
export const HelpCentrePage = lazyPage(() => import('../pages/public/HelpCentrePage'));
export const FaqsPage = lazyPage(() => import('../pages/public/FaqsPage'));
export const AutograderPage = lazyPage(() => import('../pages/public/AutograderPage'));
export const IntegrationsPage = lazyPage(() => import('../pages/public/IntegrationsPage'));
export const ScholarshipPage = lazyPage(() => import('../pages/public/ScholarshipPage'));
export const LogsPage = lazyPage(() => import('../pages/platform/LogsPage'));
export const WhyMarginaliaPage = lazyPage(() => import('../pages/public/WhyMarginaliaPage'));
export const TestimonialsPage = lazyPage(() => import('../pages/public/TestimonialsPage'));
export const AboutPage = lazyPage(() => import('../pages/public/AboutPage'));
export const PricingPage = lazyPage(() => import('../pages/public/PricingPage'));
