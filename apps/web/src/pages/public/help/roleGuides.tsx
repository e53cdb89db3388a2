import { Link } from 'react-router';
import { Code, Key, SubHeading } from './helpBits';

// The three role guides of the help centre: instructors, graders, students. They describe the consoles as
// they are; change them when a console changes.

export function InstructorsGuide() {
  return (
    <>
      <p>
        Course admins run a course from the <Link to="/admin">Admin console</Link>. Its tabs are Assignments,
        Submissions, Roster, Sections and Settings.
      </p>
      <SubHeading>Create a course</SubHeading>
      <p>
        Sign up as an instructor at <Link to="/signup">Sign Up</Link>: choose &ldquo;Instructors and Staff&rdquo;, then
        Create Course. The operator of this instance approves instructor sign-ups; once yours is approved, you receive
        an e-mail to set your password. In the Admin console, create a course with its name, period (for example
        &ldquo;Fall 2026&rdquo;) and time zone. You become its course admin and a grader.
      </p>
      <SubHeading>Build the roster</SubHeading>
      <ul>
        <li>
          <strong>Add people</strong> by e-mail as students, graders, super graders or course admins, or upload a CSV
          roster: you see a preview of every change before it is applied. The roster can be downloaded as CSV too.
        </li>
        <li>
          <strong>Share the invite code</strong> from Settings: students join at <Link to="/signup/join">Join a Course</Link>{' '}
          with it. You can turn the code off, make a new one, or accept only certain e-mail domains.
        </li>
        <li>People new to Marginalia receive an e-mail with a link to set their password.</li>
      </ul>
      <SubHeading>Sections</SubHeading>
      <p>
        Sections group students (a lab, a recitation) and name their leaders among the graders. Create them in the
        Sections tab, move students between them, or distribute students evenly. Section leaders can grade their
        students&apos; submissions.
      </p>
      <SubHeading>Assignments and rubrics</SubHeading>
      <p>
        Create an assignment with its points, then choose in its settings whether students upload their own work, the
        due date and late uploads, anonymous grading, regrade requests and their deadline. Admins can also upload
        submissions for students, one by one or in bulk.
      </p>
      <p>
        The rubric is a list of categories, each with comments worth points and an optional cap on the points a
        category can take away. Graders apply rubric comments to exact ranges of code, so a change to a rubric comment
        changes every grade that uses it. A rubric can be imported from a file.
      </p>
      <SubHeading>Publish feedback</SubHeading>
      <p>
        Grading happens out of sight of students. When the grading is done, switch the assignment to{' '}
        <strong>Published</strong> in the Assignments tab: students then see their comments, grades and test results,
        and may be told by e-mail. The Submissions tab shows progress (finalized, in progress, unclaimed), statistics,
        the students who did not submit, and exports grades as CSV and submissions as a zip file.
      </p>
    </>
  );
}

export function GradersGuide() {
  return (
    <>
      <p>
        Graders work in the <Link to="/grader">Grader console</Link>. For each assignment it shows the Queue, My
        submissions, All submissions and My sections.
      </p>
      <SubHeading>The queue</SubHeading>
      <p>
        The queue hands out submissions one at a time, so two graders never grade the same one. Claim the next
        submission from the Queue tab, or press <Key>n</Key> while the assignment is open. The submissions you
        claimed are listed in My submissions.
      </p>
      <SubHeading>Grading a submission</SubHeading>
      <ul>
        <li>Select the code you want to talk about, then write a comment on it, with or without points.</li>
        <li>Open the rubric to apply one of its comments: its points count towards the grade, within the category&apos;s cap.</li>
        <li>The tests menu shows the autograder&apos;s results; the info menu shows the submission&apos;s details.</li>
        <li>When you are done, finalize the submission. Its students see the feedback once the assignment is published.</li>
        <li>With anonymous grading on, students appear under a pseudonym.</li>
      </ul>
      <SubHeading>Keyboard shortcuts</SubHeading>
      <p>In the submission view (on a Mac, Alt is the Option key):</p>
      <ul>
        <li>
          <Key>Alt</Key> + <Key>E</Key>: comment on the selected code, or edit the current comment
        </li>
        <li>
          <Key>Alt</Key> + <Key>S</Key>: save the comment being edited
        </li>
        <li>
          <Key>Alt</Key> + <Key>↑</Key> / <Key>↓</Key>: go to the previous or next comment
        </li>
        <li>
          <Key>Alt</Key> + <Key>←</Key> / <Key>→</Key>: open the previous or next file
        </li>
        <li>
          <Key>Alt</Key> + <Key>+</Key> / <Key>-</Key>: zoom the code in or out
        </li>
        <li>
          <Key>Alt</Key> + <Key>Shift</Key> + <Key>Y</Key>: dark mode on or off; <Key>Alt</Key> + <Key>Shift</Key> +{' '}
          <Key>L</Key>: cursor mode (select code with Shift and the arrows)
        </li>
        <li>
          <Key>?</Key>: show or hide the list of shortcuts
        </li>
      </ul>
      <p>
        In the Grader console, with an assignment open, <Key>n</Key> grades the next submission in the queue and{' '}
        <Key>?</Key> lists the console&apos;s shortcuts.
      </p>
      <SubHeading>Regrade requests</SubHeading>
      <p>
        When a student asks for a regrade, the request appears on the submission. Read it, change the grade if needed,
        and answer it; the student sees your answer.
      </p>
    </>
  );
}

export function StudentsGuide() {
  return (
    <>
      <p>
        Students work in the <Link to="/student">Student console</Link>. Join a course with the invite code your
        instructor gives you at <Link to="/signup/join">Join a Course</Link>, or follow the e-mail your course sent you.
      </p>
      <SubHeading>Uploading your work</SubHeading>
      <p>
        Open the assignment and choose your files, or a single <Code>.zip</Code> file, then upload. Uploading a file
        with the same name again adds a new version. The assignment shows its due date; your course decides whether
        late uploads are accepted and whether late-day credits apply. Once a grader has started on your submission,
        you can no longer upload to it.
      </p>
      <SubHeading>Working with partners</SubHeading>
      <p>
        If your course allows partners, create a partner link on your submission and send it to your partner. When
        they open it and join, the submission and its feedback belong to both of you. Only the newest link works.
      </p>
      <SubHeading>Reading your feedback</SubHeading>
      <p>
        When your instructors publish an assignment, its feedback appears in the console: your grade, and your code
        with each comment next to the lines it is about, together with any test results. Your course may also tell you
        by e-mail.
      </p>
      <SubHeading>Rating comments</SubHeading>
      <p>
        You can mark each comment as helpful or not. Ratings help your course staff see which feedback works; they do
        not change your grade.
      </p>
      <SubHeading>Asking for a regrade</SubHeading>
      <p>
        If the assignment accepts regrade requests, open your submission and explain, politely and precisely, what you
        think was graded wrongly. You can withdraw the request until it is answered. Mind the regrade deadline if your
        course has one.
      </p>
    </>
  );
}
