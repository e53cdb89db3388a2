// The questions and answers of /faqs, kept as data so the page stays a thin renderer and the copy is easy to
// review. Every answer describes what Marginalia does today (README.md, docs/API.md and the autograder notes);
// the group ids are anchors other pages link to (/faqs#users is the app's help about roles, /faqs#overview the
// login page's help about a missing sign-up e-mail).

export interface FaqLink {
  to: string;
  label: string;
}

export interface Faq {
  /** Stable key, also the Collapse panel key. */
  key: string;
  question: string;
  /** One string per paragraph. */
  answer: string[];
  links?: FaqLink[];
  /** Ends the answer with the support address. */
  contactSupport?: boolean;
}

export interface FaqGroup {
  id: 'overview' | 'users' | 'autograder' | 'api' | 'own-autograder' | 'ferpa';
  title: string;
  faqs: Faq[];
}

export const MISSING_SIGNUP_EMAIL_KEY = 'missing-signup-email';

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'overview',
    title: 'Overview',
    faqs: [
      {
        key: 'what-is-marginalia',
        question: 'What is Marginalia?',
        answer: [
          'Marginalia is an open-source platform for giving feedback on code in programming courses. Students upload their work, graders highlight the exact characters a comment is about and attach points from a rubric, automated tests add their results, and students read the finished feedback when the course releases it.',
          'It is self-hostable: a department runs it on its own server, next to its own database.',
        ],
      },
      {
        key: 'who-is-it-for',
        question: 'Who is it for?',
        answer: [
          'Programming courses of any size. It was built with courses that relied on codePost in mind, since codePost shut down on January 1, 2026, and it also suits courses on Gradescope, Submitty, Autolab or PrairieLearn that want line-by-line feedback on code.',
        ],
      },
      {
        key: 'coming-from-codepost',
        question: 'We used codePost. Can we keep our workflow?',
        answer: [
          'Largely, yes. Courses, assignments, rubrics, the graders’ queue, anonymous grading, regrade requests and comment ratings work the way codePost users expect, and the API follows codePost’s conventions, so existing course scripts can be pointed at a Marginalia server.',
          'Rosters come in from a CSV file, and grades go out as CSV.',
        ],
        links: [{ to: '/faqs#api', label: 'About the API' }],
      },
      {
        key: 'languages',
        question: 'Which languages and files can students submit?',
        answer: [
          'Any text file. The code view highlights the syntax of common languages such as Python, Java, C and C++, JavaScript, Go, Rust, SQL and HTML, and Jupyter notebooks are shown cell by cell so graders can comment on each cell.',
          'Students upload single files, a folder or a zip archive.',
        ],
      },
      {
        key: 'open-source',
        question: 'Is it really open source? What does it cost to run?',
        answer: [
          'Yes. The code is published under the Apache-2.0 licence. Running it needs one server: it starts with an embedded database for a trial, and uses PostgreSQL for production.',
        ],
      },
      {
        key: MISSING_SIGNUP_EMAIL_KEY,
        question: 'I signed up but never got an e-mail',
        answer: [
          'First look in your spam or junk folder; messages with links are sometimes filed there. Then check that the address you signed up with is spelled correctly, and the one your school uses for you.',
          'Links expire, and a newer link replaces an older one. To get a fresh link, ask for one on the Forgot password page if you already set a password, or join your course again with its invite code.',
          'Instructors who sign up with an address outside their institution’s domain wait for approval first; the e-mail follows as soon as the request is approved.',
        ],
        links: [
          { to: '/forgot-password', label: 'Forgot password' },
          { to: '/signup/join', label: 'Join a course' },
        ],
        contactSupport: true,
      },
    ],
  },
  {
    id: 'users',
    title: 'Students, graders and admins',
    faqs: [
      {
        key: 'roles',
        question: 'What roles are there?',
        answer: [
          'Each course has four roles: student, grader, super grader and course admin. Roles belong to a course, so one person can be a student in one course and a grader in another. Someone with several roles picks a console (student, grader or admin) after logging in.',
        ],
      },
      {
        key: 'students',
        question: 'What can students do?',
        answer: [
          'Students join a course with its invite code or are added to the roster by an admin. They upload their work while an assignment is open (single files, a folder or a zip), invite partners with a link, read their feedback once it is released, rate the comments they received, and ask for a regrade when the assignment allows it.',
        ],
      },
      {
        key: 'graders',
        question: 'What can graders do?',
        answer: [
          'Graders take the next submission from the queue, comment on exact ranges of code, apply rubric comments, check the autograder’s results and finalize the submission when they are done. Graders who lead a section see their own students’ work.',
        ],
      },
      {
        key: 'super-graders',
        question: 'What is a super grader?',
        answer: [
          'A super grader is a grader with a wider reach, often a head teaching assistant. Besides grading, they can hand submissions to other graders, finalize anyone’s submission and answer regrade requests. Unlike course admins, they do not manage the roster or the course settings.',
        ],
      },
      {
        key: 'course-admins',
        question: 'What can course admins do?',
        answer: [
          'Course admins, usually the instructors, run the course: the roster (including CSV import and export), sections, assignments, rubrics and tests, the course settings and invite code, releasing feedback, and exporting grades as CSV. They can also grade.',
        ],
      },
      {
        key: 'joining',
        question: 'How do students and staff get into a course?',
        answer: [
          'An admin adds people to the roster by e-mail address, one at a time or from a CSV file; the course can send new people an e-mail to set their password. Students can also join on their own with the course’s invite code.',
        ],
        links: [{ to: '/signup/join', label: 'Join a course' }],
      },
    ],
  },
  {
    id: 'autograder',
    title: 'The autograder',
    faqs: [
      {
        key: 'what-it-does',
        question: 'What does the autograder do?',
        answer: [
          'It runs the tests an instructor attached to an assignment against each submission. Results show up next to the code as test cases that passed or failed, with their logs, and their points count toward the grade.',
        ],
        links: [{ to: '/autograder', label: 'How the autograder works' }],
      },
      {
        key: 'test-kinds',
        question: 'What kinds of tests can I write?',
        answer: [
          'Tests are grouped into test categories. A test case can feed input to a program and compare its output, run a unit-test file in the submission’s language, run your own shell script whose exit code is the verdict, read per-test results from a results file, or receive its result from your own system through the API.',
        ],
      },
      {
        key: 'sandbox',
        question: 'Where does student code run?',
        answer: [
          'On your Marginalia server, in a sandbox: a fresh working folder for every run, an unprivileged user, no network, and limits on CPU time, memory, processes, file size and wall-clock time that you set per assignment. A run that breaks a limit ends with a clear verdict instead of holding up the queue. Or on your own system, which sends the results through the API.',
        ],
      },
      {
        key: 'points',
        question: 'How do test results count toward the grade?',
        answer: [
          'Every test case has points for passing and points for failing. The newest result of each test case counts, and the grade is recomputed as soon as a result arrives.',
        ],
      },
      {
        key: 'students-see',
        question: 'Do students see the test results?',
        answer: [
          'Students see the results of the tests you mark as exposed as soon as their upload has been tested, and how many test runs they have left if you limit them. Every other result arrives with the rest of their feedback, once the course releases it.',
        ],
      },
    ],
  },
  {
    id: 'api',
    title: 'The API',
    faqs: [
      {
        key: 'is-there-an-api',
        question: 'Is there an API?',
        answer: [
          'Yes. The web app itself uses the same HTTP API. It is served at the root of your Marginalia server and covers courses, rosters, sections, assignments, rubrics, submissions, files, comments, test categories, test cases and test results.',
        ],
      },
      {
        key: 'codepost-scripts',
        question: 'Will our codePost scripts still work?',
        answer: [
          'That is the aim: the API keeps codePost’s resources, field names, status codes and error shapes, so scripts written for codePost, including ones built on its Python SDK, can be pointed at your Marginalia server’s address.',
        ],
      },
      {
        key: 'api-key',
        question: 'How do I get an API key?',
        answer: [
          'Instructors who may modify rosters find their API key in Settings. The key is 40 characters long; making a new one stops the old one from working. Keep it secret, as it acts with your permissions.',
        ],
      },
      {
        key: 'authenticate',
        question: 'How do I authenticate?',
        answer: [
          'Send the key in the Authorization header of every request, as "Authorization: Token" followed by a space and the key. Requests without a valid key receive a 401 answer.',
        ],
      },
      {
        key: 'api-answers',
        question: 'What do answers look like?',
        answer: [
          'JSON. Creating an object answers 201 with the object, reading or changing one answers 200 and deleting answers 204. Lists come back as plain arrays, and invalid requests answer 400 with the message for each field.',
        ],
      },
    ],
  },
  {
    id: 'own-autograder',
    title: 'Running your own autograder',
    faqs: [
      {
        key: 'own-system',
        question: 'Can I run tests on our own machines?',
        answer: [
          'Yes. Define the test categories and test cases of the assignment through the API, run the tests wherever you like, and post each result to Marginalia. Test cases created through the API without a kind are of the "external" kind for exactly this purpose.',
        ],
        links: [{ to: '/autograder', label: 'See the examples' }],
      },
      {
        key: 'post-result',
        question: 'How do I send a result?',
        answer: [
          'POST to /submissionTests/ with the submission id, the test case id, passed (true or false), logs (the text students and graders will read) and, optionally, isError for a test that could not run.',
        ],
      },
      {
        key: 'plain-text',
        question: 'Our harness only prints a text log. Is that enough?',
        answer: [
          'Yes. Upload the log as a text file of the submission (POST to /files/ with a name such as _tests.txt and the log as its code). Graders then read it and comment on it like any other file.',
        ],
      },
      {
        key: 'who-posts',
        question: 'Whose key should my grading script use?',
        answer: [
          'A course admin’s, or a super grader’s. Results are written by people who may grade the submission, so a student’s key, or a grader’s key for someone else’s submission, is refused.',
        ],
      },
      {
        key: 'rerun',
        question: 'What happens if I post a result twice?',
        answer: [
          'The newest result of a test case is the one that counts. You can also change or delete a result you posted (PATCH or DELETE on /submissionTests/ followed by its id); the grade follows.',
        ],
      },
    ],
  },
  {
    id: 'ferpa',
    title: 'FERPA and student privacy',
    faqs: [
      {
        key: 'ferpa-compliant',
        question: 'Is Marginalia FERPA compliant?',
        answer: [
          'FERPA obligations belong to the school, and Marginalia is software your school runs itself. Because you host it, student records stay on servers under your institution’s control and policies, and no outside company processes them.',
        ],
      },
      {
        key: 'where-data-lives',
        question: 'Where is student data stored?',
        answer: [
          'In your own database: PostgreSQL in production, or the embedded database for a trial. E-mail goes out through the mail relay you configure. The web app loads no third-party analytics or chat widgets.',
        ],
      },
      {
        key: 'who-sees-work',
        question: 'Who can see a student’s work?',
        answer: [
          'The student, their partners on that submission, and the course’s staff according to their role. Other students never see it. Students outside a course cannot even tell that it exists.',
        ],
      },
      {
        key: 'anonymous-grading',
        question: 'Can grading be anonymous?',
        answer: [
          'Yes. With anonymous grading on, graders see pseudonyms instead of students’ names and e-mail addresses. Course admins, super graders and section leaders can reveal identities when they need to.',
        ],
      },
      {
        key: 'export-and-retention',
        question: 'Can we export data, or remove it at the end of a term?',
        answer: [
          'Course admins export the roster and grades as CSV and download all submissions of an assignment as a zip. Finished courses are archived rather than deleted from the app, and since the database is yours, your own retention rules apply to it.',
        ],
      },
    ],
  },
];
