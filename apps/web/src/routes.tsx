import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layout/PublicLayout';
import { LogoutPage } from './pages/auth/LogoutPage';
import { HomePage } from './pages/home/HomePage';
import { SimilarityPairPage } from './pages/admin/similarity/lazySimilarityPairPage';
import { CodeReviewRoute } from './routing/CodeReviewRoute';
import {
  AboutPage,
  AdminConsole,
  AdminsPage,
  AnnouncementPage,
  AnalyticsPage,
  AuditLogPage,
  AutograderPage,
  ConsoleCoursesPage,
  CrashTestPage,
  CreateCoursePage,
  DashboardPage,
  DeepLinkPage,
  DemoReviewPage,
  FaqsPage,
  GraderConsole,
  HelpCentrePage,
  IntegrationsPage,
  InvitePage,
  JobsPage,
  JoinCoursePage,
  LinkRequestPage,
  LmsPage,
  LoginAsPage,
  LoginPage,
  LogsPage,
  NotFoundPage,
  OrganizationsPage,
  OutboxPage,
  MailPage,
  PeerReviewPage,
  PlatformAdminsPage,
  PlatformLayout,
  PricingPage,
  PrivacyPage,
  ScholarshipPage,
  SettingsPage,
  ShutdownPage,
  SignupPage,
  SignupRequestsPage,
  StudentConsole,
  TermsPage,
  TestimonialsPage,
  TokenPage,
  WhyMarginaliaPage,
} from './routing/pages';
import { RequireAccess } from './routing/RequireAccess';
import { SessionLayout } from './routing/SessionLayout';

// Every route of docs/PRODUCT.md §2. Screens still to be built render their title through PlaceholderPage; replace
// the element when the page lands, the path and its guard stay.

export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/logout', element: <LogoutPage /> },
  // The demo submission has its own frame: the public header above a full-height code view.
  { path: '/demo', element: <DemoReviewPage /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <LinkRequestPage kind="passwordReset" /> },
      { path: '/upgrade', element: <LinkRequestPage kind="upgrade" /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/signup/create', element: <CreateCoursePage /> },
      { path: '/signup/join', element: <JoinCoursePage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/docs', element: <HelpCentrePage /> },
      { path: '/integrations', element: <IntegrationsPage /> },
      { path: '/scholarships/computer-science-education', element: <ScholarshipPage /> },
      { path: '/autograder', element: <AutograderPage /> },
      { path: '/faqs', element: <FaqsPage /> },
      { path: '/why-marginalia', element: <WhyMarginaliaPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/testimonials', element: <TestimonialsPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/shutdown', element: <ShutdownPage /> },
      { path: '/crash-test', element: <CrashTestPage /> },
      { path: '/password-reset/:uid/:token', element: <TokenPage kind="passwordReset" /> },
      { path: '/activate/:uid/:token', element: <TokenPage kind="activation" /> },
      { path: '/upgrade/:uid/:token', element: <TokenPage kind="upgrade" /> },
    ],
  },
  {
    element: <RequireAccess access="student" />,
    children: [{ path: '/student/:courseName?/:period?/:assignmentName?', element: <StudentConsole /> }],
  },
  {
    element: <RequireAccess access="grader" />,
    children: [{ path: '/grader/:courseName?/:period?/:assignmentName?/:panelName1?', element: <GraderConsole /> }],
  },
  {
    element: <RequireAccess access="admin" />,
    children: [
      // One more segment addresses an assignment's tab that has an address of its own (…/similarity).
      { path: '/admin/:courseName?/:period?/:panelName1?/:panelName2?/:assignmentTab?', element: <AdminConsole /> },
      // A pair of a similarity check: the whole window for its two sides, outside the console's frame.
      { path: '/admin/:courseName/:period/assignments/:assignmentName/similarity/:pairId', element: <SimilarityPairPage /> },
    ],
  },
  {
    element: <RequireAccess access="member" />,
    children: [
      { path: '/settings', element: <SettingsPage /> },
      // A mail read through login-as as its recipient (docs/AUDIT.md); the server refuses everyone else.
      { path: '/mail/:id', element: <MailPage /> },
      // Where an LMS's deep-linking launch hands an instructor over (docs/LMS.md, "Deep Linking").
      { path: '/lti/deep-link/:ref', element: <DeepLinkPage /> },
    ],
  },
  {
    element: <RequireAccess access="member" fullBleed />,
    children: [{ path: '/code/:submissionId', element: <CodeReviewRoute /> }],
  },
  {
    // A review a student writes, in the code view (docs/PEER-REVIEW.md); the server answers 404 to anyone else.
    element: <RequireAccess access="student" fullBleed />,
    children: [{ path: '/peer-review/:reviewId', element: <PeerReviewPage /> }],
  },
  {
    element: <RequireAccess access="platformAdmin" />,
    children: [
      // Matched without regard to case, so /loginas/{email} arrives here too.
      { path: '/loginAs/:email', element: <LoginAsPage /> },
      {
        // The platform console: every page beside its sider.
        element: <PlatformLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/dashboard/organizations', element: <OrganizationsPage /> },
          { path: '/dashboard/courses', element: <ConsoleCoursesPage /> },
          { path: '/dashboard/admins', element: <AdminsPage /> },
          { path: '/dashboard/analytics', element: <AnalyticsPage /> },
          { path: '/dashboard/audit', element: <AuditLogPage /> },
          { path: '/dashboard/platform-admins', element: <PlatformAdminsPage /> },
          { path: '/dashboard/announcement', element: <AnnouncementPage /> },
          { path: '/dashboard/lms', element: <LmsPage /> },
          { path: '/dashboard/signup-requests', element: <SignupRequestsPage /> },
          { path: '/dashboard/outbox', element: <OutboxPage /> },
          { path: '/dashboard/jobs', element: <JobsPage /> },
          { path: '/dashboard/logs', element: <LogsPage /> },
        ],
      },
    ],
  },
  {
    // Pages for visitors and members alike: a partner invite is opened by a logged-in student, who should see
    // their own header there.
    element: <SessionLayout />,
    children: [
      { path: '/invite/:sid/:token', element: <InvitePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
