import { Form, Radio, Select, Typography } from 'antd';
import { CodeArea, CodeInput } from '../CodeInputs';
import type { TestCaseType } from '@marginalia/contracts';
import type { TestCaseValues } from './testCaseForm';


function InputOutputFields({ helperFiles }: { helperFiles: string[] }) {
  const source = Form.useWatch<TestCaseValues['expectedSource']>('expectedSource');
  return (
    <>
      <Form.Item name="command" label="Command" extra="Run in the submission's folder after the build, for example python3 main.py or ./main.">
        <CodeInput />
      </Form.Item>
      <Form.Item name="input" label="Standard input" extra="Sent to the command on stdin; empty for none.">
        <CodeArea rows={3} />
      </Form.Item>
      <Form.Item
        name="expectedSource"
        label="Expected output from"
        extra={source === 'file' ? 'Student code can read helper files during a run: keep an expected output that must stay secret in the test itself.' : undefined}
      >
        <Radio.Group
          options={[
            { value: 'text', label: 'Text typed here' },
            { value: 'file', label: 'A helper file', disabled: helperFiles.length === 0 },
          ]}
        />
      </Form.Item>
      {source === 'file' ? (
        <Form.Item name="expectedOutputFile" label="Expected output file" rules={[{ required: true, message: 'Choose a helper file.' }]}>
          <Select placeholder="Choose a helper file" options={helperFiles.map((path) => ({ value: path, label: path }))} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      ) : (
        <Form.Item name="expectedOutput" label="Expected output">
          <CodeArea rows={4} />
        </Form.Item>
      )}
      <Form.Item name="comparison" label="Comparison">
        <Radio.Group
          options={[
            { value: 'exact', label: 'Exact' },
            { value: 'flexible', label: 'Whitespace-flexible' },
            { value: 'regexp', label: 'Regular expression' },
          ]}
        />
      </Form.Item>
    </>
  );
}

function FunctionCallFields() {
  const printed = Form.useWatch<boolean>('compareOutput');
  return (
    <>
      <Form.Item name="fileName" label="File" extra="The submission's file that defines the function, for example solution.py.">
        <CodeInput />
      </Form.Item>
      <Form.Item name="function" label="Function">
        <CodeInput />
      </Form.Item>
      <Form.Item name="arguments" label="Arguments (JSON array)" extra='For example [3, "abc", [1, 2]]; empty for none.'>
        <CodeInput />
      </Form.Item>
      <Form.Item name="compareOutput" label="Compare">
        <Radio.Group
          options={[
            { value: false, label: 'The return value (as JSON)' },
            { value: true, label: 'What it printed' },
          ]}
        />
      </Form.Item>
      <Form.Item name="expectedOutput" label={printed ? 'Expected output' : 'Expected return value (JSON)'}>
        <CodeArea rows={3} />
      </Form.Item>
    </>
  );
}

function UnitFields() {
  return (
    <>
      <Form.Item name="fileName" label="Test file name" extra="Written beside the submission's files, for example test_solution.py or SolutionTest.java.">
        <CodeInput />
      </Form.Item>
      <Form.Item name="script" label="Test code" extra="Each test function becomes a test of this category after the first run; set their points there.">
        <CodeArea rows={14} />
      </Form.Item>
    </>
  );
}

function ScriptFields({ type }: { type: 'shell' | 'file' }) {
  return (
    <>
      <Form.Item
        name="script"
        label="Script (bash)"
        extra={type === 'shell' ? 'Runs in the submission\'s folder: exit code 0 passes, anything else fails; its output is the log.' : undefined}
      >
        <CodeArea rows={10} />
      </Form.Item>
      {type === 'file' && (
        <Typography.Paragraph type="secondary">
          The script writes <Typography.Text code>results.json</Typography.Text> in the submission&apos;s folder: a list of{' '}
          <Typography.Text code>{'{ "name": "…", "passed": true, "logs": "…" }'}</Typography.Text>, with an optional{' '}
          <Typography.Text code>score</Typography.Text> (partial credit, in points) and <Typography.Text code>category</Typography.Text> (another
          category&apos;s name). Without the file, each printed line{' '}
          <Typography.Text code>{'TestOutput: { "name": "…", "passed": false }'}</Typography.Text> is a result. Each new name becomes a test of
          this category. Write the file after the student&apos;s code has ended, so that it cannot write one for you.
        </Typography.Paragraph>
      )}
    </>
  );
}

/** The fields of one kind of test; the common ones (description, points, explanation) are the form's. */
export function KindFields({ type, helperFiles }: { type: TestCaseType; helperFiles: string[] }) {
  switch (type) {
    case 'io_cli':
      return <InputOutputFields helperFiles={helperFiles} />;
    case 'io':
      return <FunctionCallFields />;
    case 'unit':
      return <UnitFields />;
    case 'shell':
    case 'file':
      return <ScriptFields type={type} />;
    case 'external':
      return (
        <Typography.Paragraph type="secondary">
          No fields to fill in: results arrive through the API (<Typography.Text code>POST /submissionTests/</Typography.Text>) from your own system.
        </Typography.Paragraph>
      );
  }
}
