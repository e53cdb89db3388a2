import { Link } from 'react-router';
import type { LegalSection } from './LegalDocument';
import { MINIMUM_AGES } from './legalFacts';

// The Privacy Policy. It describes what the Marginalia software stores, so it must change when the software
// starts storing something new. "The operator" is whoever runs this instance.

export const PRIVACY_INTRO = (
  <p>
    This policy explains what this Marginalia instance collects about you, why, who can see it and how long it is
    kept. The instance is run by an <strong>operator</strong>, such as a university, a department or the Marginalia
    project for its hosted instance; &ldquo;we&rdquo; and &ldquo;us&rdquo; below mean that operator. When a school
    uses Marginalia for its courses, the school decides what course records are kept and why, and we handle them on
    its behalf.
  </p>
);

export function privacySections(contactEmail: string): LegalSection[] {
  return [
    {
      id: 'collected',
      title: 'What we collect',
      body: (
        <>
          <ul>
            <li>
              <strong>Your account:</strong> your e-mail address, your name or username if you give one, your
              organization, a hashed form of your password, and, if you create one, a hashed form of your API key.
            </li>
            <li>
              <strong>Course memberships:</strong> the courses and sections you belong to and your role in each.
            </li>
            <li>
              <strong>Submissions and files:</strong> the code and other files you or your course upload, with their
              earlier versions, upload dates, late-day credits used and your partners on a submission.
            </li>
            <li>
              <strong>Feedback:</strong> comments and grades on submissions, autograder results, rubric choices, who
              graded a submission, and the ratings students give comments.
            </li>
            <li>
              <strong>Regrade requests:</strong> what you wrote and the answer you received, with their dates.
            </li>
            <li>
              <strong>Viewing history:</strong> whether and when a student opened the feedback on a submission.
            </li>
            <li>
              <strong>Logs the application sends:</strong> when something fails in your browser, the application
              reports the error (what went wrong and on which page) to the server; it also stores what you send on
              purpose, such as a message through the help form or a like or dislike on the not-found page. When you
              are logged in, these reports are linked to your account.
            </li>
            <li>
              <strong>E-mail outbox:</strong> copies of the e-mails the service sends you (account links,
              notifications), which the operator may keep to check that mail is delivered.
            </li>
            <li>
              <strong>Technical data:</strong> your network address, used briefly to limit repeated attempts (logins,
              link requests, reports), and the ordinary records a web server keeps while answering requests.
            </li>
          </ul>
          <p>
            We do not use advertising trackers, analytics services or third-party chat widgets, and we do not sell or
            rent personal data.
          </p>
          <p>
            <strong>Storage on your device.</strong> The application keeps your session token and your preferences
            (such as dark mode and code zoom) in your browser&apos;s local storage, so that you stay logged in and the
            application looks the way you left it. It sets no advertising cookies. Logging out removes the session
            token.
          </p>
        </>
      ),
    },
    {
      id: 'purposes',
      title: 'Why we collect it',
      body: (
        <ul>
          <li>to run courses: enrol people, collect submissions, grade them and return feedback;</li>
          <li>to send the e-mails you need, such as account links and notices that feedback is ready;</li>
          <li>to keep the service secure, for example by limiting login attempts and checking access on every request;</li>
          <li>to find and fix errors, using the logs described above;</li>
          <li>to meet legal obligations, including a school&apos;s duty to keep education records.</li>
        </ul>
      ),
    },
    {
      id: 'who-sees',
      title: 'Who sees what',
      body: (
        <>
          <ul>
            <li>
              <strong>Students</strong> see their own submissions and the feedback published to them, and the
              submissions they share with partners. If a course chooses to show statistics, students see class-wide
              figures, never other students&apos; grades.
            </li>
            <li>
              <strong>Graders</strong> see the submissions of the courses they grade, as the course allows: for
              example only their section&apos;s, or only the ones they claim from the queue.
            </li>
            <li>
              <strong>Course admins</strong> see everything in their courses: rosters, submissions, feedback, grades
              and regrade requests.
            </li>
            <li>
              <strong>Anonymous grading:</strong> when an assignment is graded anonymously, graders see a pseudonym
              instead of a student&apos;s name and e-mail. Course admins and, for their own sections, section leaders
              may reveal identities when they need to.
            </li>
            <li>
              <strong>Platform admins</strong> chosen by the operator can see account data, the application&apos;s
              logs and the e-mail outbox to run the service, approve instructor sign-ups and help users who ask for
              it.
            </li>
          </ul>
          <p>
            Every request is checked against these rules on the server. We share personal data outside the service
            only with the school that runs the course, with providers that host the service or deliver its e-mail for
            us under confidentiality obligations, or when the law requires it.
          </p>
        </>
      ),
    },
    {
      id: 'ferpa',
      title: 'FERPA and education records',
      body: (
        <>
          <p>
            For courses at schools in the United States, submissions, grades and feedback are education records under
            the Family Educational Rights and Privacy Act (FERPA). The school remains in control of those records. When
            the operator is not the school itself, it acts as a &ldquo;school official&rdquo; with a legitimate
            educational interest, under the direct control of the school, and uses the records only for the purposes
            the school allows.
          </p>
          <p>
            Requests to see, correct or delete education records should go to your school; we will help the school
            answer them.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'Retention and deletion',
      body: (
        <>
          <p>
            Course records are kept while the course exists. Course admins may archive a course when it ends; an
            archived course keeps its records so that grades can still be checked. Schools decide how long records are
            kept and may ask the operator to delete a course and its submissions.
          </p>
          <p>
            You may ask us to close your account and delete your personal data. Some data may be kept where the school
            must keep education records or where the law requires it, and backups are overwritten on their normal
            schedule. Error logs and outbox copies are kept only as long as they are useful for running the service.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Passwords are stored only as salted hashes, and API keys and account links only as digests, so they cannot be
          read back. Session tokens are signed and expire. Every request is checked against the caller&apos;s role in
          the course, and code run by the autograder runs in a sandbox. No system is perfectly secure; if we learn of a
          breach that affects your data, we will tell you and your school as the law requires. Please report security
          problems to the contact below.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          The service is for students at school or university and their teachers. Accounts are not allowed for people
          under {MINIMUM_AGES.europeanUnion} in the European Union, under {MINIMUM_AGES.spainOrSouthKorea} in Spain or
          South Korea, or under {MINIMUM_AGES.elsewhere} elsewhere, as set out in the{' '}
          <Link to="/terms#ages">Terms of Service</Link>. If you believe a child below these ages has an account, please
          contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'transfers',
      title: 'International transfers',
      body: (
        <p>
          Data is stored where the operator runs the service, which may be in a country other than yours. Where data
          leaves the European Economic Area, the United Kingdom or Switzerland, the operator relies on the safeguards
          the law provides, such as standard contractual clauses, or on the transfer being needed to provide the
          course you take part in.
        </p>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: (
        <p>
          Depending on where you live, you may have the right to access, correct, delete or export your personal data,
          to object to or restrict its use, and to complain to a data-protection authority. Much of your data is
          visible to you in the application; for anything else, contact us or your school.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We will update this policy when the service starts collecting or using data in a new way. When a change
          matters, we will say so on the site before it takes effect and update the date at the top.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about this policy or your data go to the operator of this instance at{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. If your school runs your course, its privacy office can
          help too.
        </p>
      ),
    },
  ];
}
