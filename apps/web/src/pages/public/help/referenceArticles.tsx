import { Link } from 'react-router';
import { CodeBlock, Code, SubHeading } from './helpBits';

// The reference articles of the help centre: roles, a missing sign-up e-mail, the API and self-hosting.
// Facts here come from the README and the API contract; keep them in step.

export function RolesArticle() {
  return (
    <>
      <p>
        Everyone has one account, and a role in each course they belong to. Someone can be a student in one course and
        a grader in another; the role menu in the header switches between the consoles you have.
      </p>
      <ul>
        <li>
          <strong>Student:</strong> uploads work, reads published feedback, rates comments, asks for regrades and
          works with partners.
        </li>
        <li>
          <strong>Grader:</strong> claims submissions from the queue and grades the ones they claimed, plus those of
          the students in the sections they lead; sees the course&apos;s submissions and answers regrade requests.
        </li>
        <li>
          <strong>Super grader:</strong> a grader who may grade any submission of the course and create submissions
          for students.
        </li>
        <li>
          <strong>Course admin:</strong> manages the course&apos;s roster, sections, assignments, rubrics and settings,
          publishes feedback, exports grades, and may grade everything. Whoever creates a course is its admin and a
          grader.
        </li>
        <li>
          <strong>Platform admin:</strong> chosen by the operator of this instance, belongs to no course by default,
          approves instructor sign-ups and reads the e-mail outbox and the application&apos;s logs.
        </li>
      </ul>
      <p>Course admins change people&apos;s roles in the Roster tab of the Admin console.</p>
    </>
  );
}

export function MissingEmailArticle() {
  return (
    <>
      <p>If you signed up or were added to a course and no e-mail arrived:</p>
      <ol>
        <li>Wait a few minutes, then look in your spam or junk folder, and in any quarantine your school uses.</li>
        <li>
          Make sure you used the right address: the one your course knows, usually your school address. Typing
          mistakes happen.
        </li>
        <li>
          Ask for a new link at <Link to="/forgot-password">Forgot password</Link>. It works for accounts that have no
          password yet too: the link lets you set one. Only the newest link works, and each link works once.
        </li>
        <li>
          Instructors: the e-mail is sent when the operator approves your sign-up, not before. If you already had an
          account, that e-mail holds an upgrade link; if it no longer works, ask for a new one at{' '}
          <Link to="/upgrade">Upgrade your account</Link>.
        </li>
        <li>
          Still nothing? Your school&apos;s mail system may be blocking messages from this instance. Ask your instructor
          or the operator of this instance: platform admins can see every e-mail the instance sent in its outbox.
        </li>
      </ol>
    </>
  );
}

export function ApiArticle({ origin }: { origin: string }) {
  return (
    <>
      <p>
        Marginalia has an HTTP API compatible with codePost&apos;s, so course scripts written for codePost, including
        those using its Python SDK, keep working when pointed at this instance. It is served at the root of this
        address, for example <Code>{`${origin}/courses/`}</Code>.
      </p>
      <SubHeading>Authentication</SubHeading>
      <p>Every call sends one of two headers:</p>
      <ul>
        <li>
          <Code>Authorization: Token &lt;key&gt;</Code>: your API key, for scripts. Users who can manage rosters find it
          under API key in <Link to="/settings">Settings</Link>; Reset API key makes a new one, shown once for you to
          copy (the old one stops working). The same section lists the courses the key reaches.
        </li>
        <li>
          <Code>Authorization: JWT &lt;token&gt;</Code>: a session token, as the web application uses, from{' '}
          <Code>POST /token-auth/</Code> with your e-mail as <Code>username</Code> and your password.
        </li>
      </ul>
      <SubHeading>Example</SubHeading>
      <p>List the courses you administer:</p>
      <CodeBlock label="List your courses with curl">{`curl -H "Authorization: Token $MARGINALIA_API_KEY" \\\n  ${origin}/courses/`}</CodeBlock>
      <p>The answer is a JSON array of courses. Read one course, with the ids of its assignments:</p>
      <CodeBlock label="Read one course with curl">{`curl -H "Authorization: Token $MARGINALIA_API_KEY" \\\n  ${origin}/courses/7/`}</CodeBlock>
      <p>
        Creating answers 201, reading and updating 200, deleting 204. Errors are JSON: 400 names the fields in
        question, 401 means a missing or wrong credential, 403 a missing permission and 404 an object you cannot see.
        Keep your key out of shared code and repositories.
      </p>
    </>
  );
}

export function SelfHostingArticle() {
  return (
    <>
      <p>
        Marginalia is open source (Apache-2.0) and runs anywhere Node.js does. From a copy of the repository, one
        command starts everything, and one checks everything:
      </p>
      <CodeBlock label="Start and test Marginalia">{`npm ci && npm start   # builds, migrates, seeds the demo data and serves http://localhost:8000\nnpm ci && npm test    # typecheck, lint, unit, component, API and end-to-end tests`}</CodeBlock>
      <p>
        Out of the box the database is PGlite, PostgreSQL compiled to WebAssembly, running inside the server process;
        its data lives in <Code>./data</Code>. It suits trying Marginalia out and small courses. Demo accounts use the
        password <Code>marginalia-demo</Code>; set <Code>SEED_DEMO=off</Code> to skip them.
      </p>
      <SubHeading>Configuration for production</SubHeading>
      <ul>
        <li>
          <Code>DATABASE_URL</Code>: a <Code>postgres://</Code> URL of a PostgreSQL 15+ database; migrations run at
          start-up, and several server processes may share it (give them the same <Code>JWT_SECRET</Code>, at least 32
          characters).
        </li>
        <li>
          <Code>SMTP_URL</Code>: an <Code>smtp://</Code> or <Code>smtps://</Code> mail relay, with <Code>MAIL_FROM</Code>{' '}
          as the sender. Without it, e-mails are written as files to the data directory&apos;s outbox, which platform
          admins can read in the app.
        </li>
        <li>
          <Code>PUBLIC_URL</Code>: the address people reach the server at; links in e-mails start with it.
        </li>
        <li>
          <Code>PLATFORM_ADMINS</Code>: comma-separated e-mails made platform admins at every start. They approve
          instructor sign-ups and read the outbox; a new address gets an account whose password is set through
          Forgot password.
        </li>
      </ul>
      <CodeBlock label="Run on PostgreSQL">{`DATABASE_URL=postgres://marginalia:secret@db.example.edu:5432/marginalia \\\nJWT_SECRET=<at least 32 characters> \\\nSMTP_URL=smtps://user:password@mail.example.edu \\\nPUBLIC_URL=https://marginalia.example.edu \\\nPLATFORM_ADMINS=it-admin@example.edu \\\nnpm start`}</CodeBlock>
      <p>
        Every variable is checked at start-up, and a wrong value stops the server with a list of what is wrong. The
        README in the repository lists them all, including the port, login throttling and running behind a reverse
        proxy.
      </p>
    </>
  );
}
