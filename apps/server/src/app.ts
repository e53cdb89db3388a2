import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './core/app-context';
import { installAuthentication } from './http/authenticate';
import { installRequestTimings } from './http/request-timings';
import { installErrorHandler } from './http/error-handler';
import { responseSerializerCompiler } from './http/response-serializer';
import { requirePoliciesOnRoutes, type RouteRecord } from './http/policies';
import { installPartnerFraming } from './http/partner-framing';
import { installSecurityHeaders } from './http/security';
import { rootPointer } from './http/root-pointer';
import { installWebApp } from './http/spa';
import { installTextSafety } from './http/text-safety';
import { accountTokenRoutes } from './modules/account-tokens/routes';
import { assignmentRoutes } from './modules/assignments/routes';
import { credentialLookup } from './modules/auth/credential-lookup';
import { authRoutes } from './modules/auth/routes';
import { courseRoutes } from './modules/courses/routes';
import { courseJoinRoutes } from './modules/course-join/routes';
import { fileRoutes } from './modules/files/routes';
import { fileTemplateRoutes } from './modules/file-templates/routes';
import { commentRoutes } from './modules/comments/routes';
import { siteRoutes } from './modules/site/routes';
import { healthRoutes } from './modules/health/routes';
import { impersonationRoutes } from './modules/impersonation/routes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { platformAdminRoutes } from './modules/platform-admins/routes';
import { installImpersonationLog } from './modules/impersonation/request-log';
import { instructorSignupRoutes } from './modules/instructor-signup/routes';
import { logRoutes } from './modules/logs/routes';
import { mailRoutes } from './modules/mail/routes';
import { jobRoutes } from './modules/jobs/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { partnerRoutes } from './modules/partners/routes';
import { platformConsoleRoutes } from './modules/platform-console/routes';
import { regradeRoutes } from './modules/regrades/routes';
import { registrationRoutes } from './modules/registration/routes';
import { reviewRoutes } from './modules/review/routes';
import { anonymityRoutes } from './modules/anonymity/routes';
import { rubricRoutes } from './modules/rubric/routes';
import { rosterRoutes } from './modules/roster/routes';
import { sectionRoutes } from './modules/sections/routes';
import { submissionRoutes } from './modules/submissions/routes';
import { keepPublishedFeedback } from './modules/review/service';
import { queueRoutes } from './modules/queue/routes';
import { gradeHistoryRoutes } from './modules/submissions/grade-history-routes';
import { userRoutes } from './modules/users/routes';
import { exportRoutes } from './modules/exports/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { publicationRoutes } from './modules/publication/routes';
import { studentConsoleRoutes } from './modules/student-console/routes';
import { submissionOverviewRoutes } from './modules/submission-overview/routes';
import { submissionTestRoutes } from './modules/submission-tests/routes';
import { testCaseRoutes } from './modules/test-cases/routes';
import { autograderRoutes } from './modules/autograder/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { similarityRoutes } from './modules/similarity/routes';
import { installLtiFraming } from './modules/lti/frame-origins';
import { ltiLaunchRoutes } from './modules/lti/launch-routes';
import { ltiDeepLinkRoutes } from './modules/lti/deep-link-routes';
import { installDeepLinkFormAction } from './modules/lti/deep-link-page-policy';
import { ltiPartnerLoginRoutes } from './modules/lti/partner-login-routes';
import { ltiRoutes } from './modules/lti/routes';
import { ltiPassbackRoutes } from './modules/lti/passback-routes';
import { ltiCourseLinkRoutes } from './modules/lti/course-link-routes';
import { ltiRegistrationRoutes } from './modules/lti/registration-routes';
import { ltiSyncRoutes } from './modules/lti/sync-routes';
import { peerReviewRoutes } from './modules/peer-review/routes';

export interface BuiltApp {
  app: FastifyInstance;
  /** Every route as registered, with its declared policy (walked by the policy test). */
  routes: RouteRecord[];
}

/** The whole HTTP application. main.ts and the tests build it the same way. */
export async function buildApp(ctx: AppContext): Promise<BuiltApp> {
  const routes: RouteRecord[] = [];
  const app = Fastify({
    logger: ctx.config.LOG_LEVEL === 'silent' ? false : { level: ctx.config.LOG_LEVEL },
    bodyLimit: ctx.config.BODY_LIMIT,
    trustProxy: ctx.config.TRUST_PROXY,
    // Existing API clients call `/courses/7`, `/courses/7/` and `//courses/7/` alike; no redirects.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    return503OnClosing: true,
  });
  // First of all hooks, so that its marks frame the request; absent (and free) unless switched on.
  if (ctx.config.MARGINALIA_REQUEST_TIMINGS) installRequestTimings(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(ctx.config.RESPONSE_VALIDATION));
  requirePoliciesOnRoutes(app, routes);
  installErrorHandler(app);
  await installSecurityHeaders(app);
  await app.register(formbody);
  installAuthentication(app, ctx, credentialLookup(ctx.db));
  installTextSafety(app);
  installImpersonationLog(app, ctx);
  // The app and the LTI pages may be framed by registered LMSs (and nothing else).
  installLtiFraming(app, ctx.db);
  // ... and by the partner pages of PARTNER_ORIGINS, which sign people in by message.
  installPartnerFraming(app, ctx.config.PARTNER_ORIGINS);
  installDeepLinkFormAction(app, ctx.db);

  await app.register(healthRoutes(ctx));
  const modules = [
    authRoutes,
    registrationRoutes,
    accountTokenRoutes,
    instructorSignupRoutes,
    courseJoinRoutes,
    userRoutes,
    impersonationRoutes,
    organizationRoutes,
    courseRoutes,
    rosterRoutes,
    sectionRoutes,
    assignmentRoutes,
    rubricRoutes,
    fileTemplateRoutes,
    // Reopening published work keeps what students read of it, which the review module builds.
    (context: AppContext) => submissionRoutes(context, keepPublishedFeedback),
    queueRoutes,
    gradeHistoryRoutes,
    fileRoutes,
    commentRoutes,
    submissionTestRoutes,
    testCaseRoutes,
    autograderRoutes,
    uploadRoutes,
    studentConsoleRoutes,
    statisticsRoutes,
    publicationRoutes,
    submissionOverviewRoutes,
    anonymityRoutes,
    reviewRoutes,
    partnerRoutes,
    regradeRoutes,
    exportRoutes,
    similarityRoutes,
    logRoutes,
    mailRoutes,
    jobRoutes,
    auditLogRoutes,
    platformAdminRoutes,
    platformConsoleRoutes,
    ltiRoutes,
    ltiLaunchRoutes,
    ltiSyncRoutes,
    ltiPassbackRoutes,
    ltiRegistrationRoutes,
    ltiCourseLinkRoutes,
    ltiDeepLinkRoutes,
    peerReviewRoutes,
    ltiPartnerLoginRoutes,
    siteRoutes,
  ];
  for (const module of modules) {
    await app.register(module(ctx));
  }
  await installWebApp(app, ctx.config.WEB_DIST, rootPointer(ctx.config));
  await app.ready();
  return { app, routes };
}
