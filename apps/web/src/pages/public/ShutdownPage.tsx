import { Link } from 'react-router';
import { MarketingPage, Section } from './kit';

// /shutdown: codePost's story and the way from codePost to Marginalia (docs/PRODUCT.md §1.1). It promises only
// what Marginalia does: the codePost-compatible API (docs/API.md), roster CSV import, grade CSV and submission zip
// exports, rubric JSON import and uploads of files or a zip. An operator's own notice goes in the announcement.

export default function ShutdownPage() {
  return (
    <MarketingPage
      title="codePost has shut down. Here is how to move to Marginalia."
      width={760}
      lead={
        <>
          codePost, the tool many computer-science departments used to comment on and grade students’ code, shut down on
          January 1, 2026. Marginalia is an open-source rebuild of it that a department runs on its own server, with the same
          consoles, the same grading model and an API that codePost’s scripts can talk to.
        </>
      }
    >
      <Section id="story" title="What happened">
        <p>
          codePost’s web service was handed over to a university computer-science department on September 1, 2025 and closed
          for good on January 1, 2026; its users were asked to download their data before then. Everything that was not
          downloaded is gone, and codePost’s own servers can no longer be reached.
        </p>
      </Section>
      <Section id="scripts" title="Keep your scripts: the codePost SDK and API">
        <p>
          Marginalia answers the codePost API’s resources and conventions (courses, assignments, submissions, files, comments,
          rubrics, tests), so course scripts written against it, with the codePost Python SDK or plain HTTP, keep working:
        </p>
        <ol>
          <li>
            In Marginalia, open <strong>Settings</strong> and create an API key (course admins; the key is shown once).
          </li>
          <li>
            Point the script at your Marginalia server instead of <code>https://api.codepost.io</code>. The codePost Python SDK
            keeps that address as <code>BASE_URL</code> in <code>codepost.util.config</code>; give it your server’s address,
            and the new key where the script read its codePost key.
          </li>
          <li>Run the script against a test course first; the API reference lists what each call accepts and answers.</li>
        </ol>
      </Section>
      <Section id="csv" title="Rosters and grades as CSV">
        <ul>
          <li>
            <strong>Rosters:</strong> in the admin console’s Roster tab, upload a CSV of e-mail, role and an optional section
            (with or without a header row). Every row is previewed, and nothing changes until the errors are fixed.
          </li>
          <li>
            <strong>Grades:</strong> the Submissions tab downloads an assignment’s grades as CSV, and the course’s grade book
            (one column per assignment) is a CSV too; a grade that is not final yet is left blank, never filled in.
          </li>
        </ul>
      </Section>
      <Section id="archives" title="Archives and exports">
        <ul>
          <li>
            <strong>Submissions you downloaded from codePost:</strong> upload each student’s files, or one zip of them, to
            the student’s submission from the Submissions tab (or through the API’s upload call, in a loop).
          </li>
          <li>
            <strong>Rubrics:</strong> the Rubric editor imports a rubric as JSON into an assignment that has none yet, and
            exports one to copy it to the next term.
          </li>
          <li>
            <strong>Your own copies:</strong> Marginalia downloads an assignment’s submissions as a zip (a folder per submission)
            and every file exactly as it was handed in, so you are never locked in again.
          </li>
        </ul>
      </Section>
      <Section id="next" title="Run Marginalia">
        <p>
          Marginalia is open source: your department runs its own installation on one server and keeps its data on its own
          premises. The <Link to="/docs#self-hosting">self-hosting guide</Link> explains how; read the{' '}
          <Link to="/faqs">FAQs</Link> or write to the support address on the <Link to="/about">About</Link> page with
          questions.
        </p>
      </Section>
    </MarketingPage>
  );
}
