import { Alert, Card, Col, Flex, Row, Tag, theme } from 'antd';
import { Link } from 'react-router';
import { ExamplePicker } from './autograder/ExamplePicker';
import { MarketingPage, Section, SignUpCallToAction } from './kit';

const STEPS = [
  {
    title: 'Define the tests',
    text: 'Group test cases into categories on the assignment. Each test case has points for passing and points for failing.',
  },
  {
    title: 'Students submit',
    text: 'Every upload can be queued for testing, and staff can re-run one submission or all of them. Students see where their run is in the queue.',
  },
  {
    title: 'Tests run in a sandbox',
    text: 'Each run gets a fresh working folder, no network and limits on CPU time, memory and wall-clock time.',
  },
  {
    title: 'Results join the feedback',
    text: 'Graders see which tests passed, with their logs, next to the code. Test points count toward the grade. Students see the tests you expose as soon as they run, and the rest when feedback is released.',
  },
];

const TEST_KINDS = [
  { name: 'Input and output', text: 'Feed input to the program and compare what it prints, exactly, ignoring whitespace, or with a regular expression.' },
  { name: 'Unit tests', text: 'A test file in the submission’s language; each test function becomes a test case.' },
  { name: 'Shell script', text: 'Your own script: its exit code is the verdict and its output is the log.' },
  { name: 'Results file', text: 'Your script writes a result for each test into a file, as objects or as plain text.' },
  { name: 'External', text: 'Your own system runs the tests and sends the results through the API.' },
];

function Steps() {
  const { token } = theme.useToken();
  return (
    <Row gutter={[token.marginMD, token.marginMD]}>
      {STEPS.map((step, index) => (
        <Col key={step.title} xs={24} sm={12} lg={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Flex vertical gap={token.marginXXS}>
              <span style={{ color: token.colorPrimary, fontWeight: token.fontWeightStrong }}>Step {index + 1}</span>
              <h3 style={{ margin: 0, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{step.title}</h3>
              <p style={{ margin: 0 }}>{step.text}</p>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function TestKinds() {
  const { token } = theme.useToken();
  return (
    <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: token.marginSM }}>
      {TEST_KINDS.map((kind) => (
        <li key={kind.name}>
          <Tag color="blue" style={{ marginRight: token.marginXS }}>
            {kind.name}
          </Tag>
          {kind.text}
        </li>
      ))}
    </ul>
  );
}

/** /autograder: what the autograder does, and an example for each way of running tests and reporting results. */
export default function AutograderPage() {
  const { token } = theme.useToken();
  return (
    <MarketingPage
      title="The autograder"
      lead="Attach tests to an assignment and every submission is tested as it arrives. Results appear next to the code, and their points count toward the grade."
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: token.marginLG }}
        title="What is available today"
        description="Tests run on Marginalia itself, in its sandbox: the tests you set up in the Tests tab (Python, Java, C, C++, JavaScript and Bash), or a Gradescope autograder zip run unchanged. Or they run on your own system, which sends the results through the API."
      />
      <Section id="how-it-works" title="How it works">
        <Steps />
      </Section>
      <Section id="kinds-of-tests" title="Kinds of tests">
        <TestKinds />
        <p style={{ margin: `${token.marginMD}px 0 0` }}>
          Already have a Gradescope autograder? Upload its zip, with setup.sh and run_autograder, in the Tests tab and it
          runs unchanged: the environment is built once per zip, and every submission runs in a fresh copy of it without
          network.
        </p>
      </Section>
      <Section id="examples" title="Your tests, your way">
        <p style={{ margin: `0 0 ${token.marginMD}px` }}>
          Run tests on Marginalia or on your own machines, and report results as structured objects or as a plain text log. Pick a combination to see what
          it looks like.
        </p>
        <ExamplePicker />
      </Section>
      <Section id="questions" title="Questions">
        <p style={{ margin: 0 }}>
          Read the answers about <Link to="/faqs#autograder" style={{ color: token.colorLink }}>the autograder</Link> and about{' '}
          <Link to="/faqs#own-autograder" style={{ color: token.colorLink }}>running your own autograder</Link>.
        </p>
      </Section>
      <SignUpCallToAction text="Ready to test your next assignment automatically?" />
    </MarketingPage>
  );
}
