import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Flex, Form, Input, InputNumber, Select, theme } from 'antd';
import { BREAKPOINTS, LIMITS, TEST_CASE_TYPES, type TestCase, type TestCaseType, type TestCaseUpdate } from '@marginalia/contracts';
import { useMediaQuery } from '../../../../../hooks/useMediaQuery';
import { notifyFailure, validationErrorsOf } from '../../../../../api/serverErrors';
import { KindFields } from './KindFields';
import { TEST_KIND_LABELS } from './testKinds';
import { changesOf, missingFields, placeErrors, shownFields, valuesOf, type TestCaseValues } from './testCaseForm';

interface TestCaseDrawerProps {
  /** The test edited; absent for a new one. */
  testCase?: TestCase;
  categoryName: string;
  /** Paths of the environment's helper files, for an expected output kept in one. */
  helperFiles: string[];
  readOnly: boolean;
  /** Sends the fields and resolves when the server has them. */
  save: (changes: TestCaseUpdate) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
}

function titleOf(testCase: TestCase | undefined, categoryName: string): string {
  if (!testCase) return `New test in ${categoryName}`;
  const name = testCase.description || `Test ${testCase.id}`;
  return testCase.generatedBy === null ? `Test ${name}` : `Generated test ${name}`;
}

/**
 * A test's fields in a drawer: the kind chosen first, then the fields that kind runs with, then what every test
 * has (points, explanation, whether students see the result at once). A test a run generated keeps what the run
 * gave it and lets people change only its points and whether it is exposed.
 */
export function TestCaseDrawer({ testCase, categoryName, helperFiles, readOnly, save, saving, onClose }: TestCaseDrawerProps) {
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileWide}px)`);
  const [form] = Form.useForm<TestCaseValues>();
  const [general, setGeneral] = useState<string[]>([]);
  const generated = testCase !== undefined && testCase.generatedBy !== null;
  const type = Form.useWatch<TestCaseType>('type', form) ?? testCase?.type ?? 'io_cli';

  async function submit(values: TestCaseValues) {
    setGeneral([]);
    const filled = { ...valuesOf(testCase), ...values };
    const missing = generated ? null : missingFields(filled);
    if (missing) {
      const message = `A test of the kind “${TEST_KIND_LABELS[filled.type].label}” needs this field.`;
      form.setFields(Object.keys(missing).map((name) => ({ name: name as keyof TestCaseValues, errors: [message] })));
      return;
    }
    try {
      await save(changesOf(filled, generated));
      onClose();
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (!errors) return notifyFailure(error);
      const placed = placeErrors(errors, shownFields(filled.type, generated));
      form.setFields(placed.fields.map(({ name, errors: messages }) => ({ name: name as keyof TestCaseValues, errors: messages })));
      setGeneral(placed.general);
    }
  }

  return (
    <Drawer
      open
      title={titleOf(testCase, categoryName)}
      size={narrow ? '100%' : 640}
      onClose={onClose}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" onClick={() => form.submit()} loading={saving} disabled={readOnly}>
            {testCase ? 'Save test' : 'Add test'}
          </Button>
        </Flex>
      }
    >
      <Form<TestCaseValues>
        form={form}
        name={testCase ? `test-case-${testCase.id}` : 'new-test-case'}
        layout="vertical"
        requiredMark={false}
        disabled={readOnly}
        initialValues={valuesOf(testCase)}
        onFinish={(values) => void submit(values)}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.marginSM }} />}
        {generated ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: token.marginSM }}
            title="A run of this category's unit tests or results file created this test. Change its points and whether students see it here; the rest comes from the run."
          />
        ) : (
          <>
            <Form.Item name="type" label="Kind" extra={TEST_KIND_LABELS[type].about}>
              <Select options={TEST_CASE_TYPES.map((value) => ({ value, label: TEST_KIND_LABELS[value].label }))} />
            </Form.Item>
            <Form.Item
              name="description"
              label="Description"
              extra="What the test checks, as students and graders read it."
              rules={[{ max: LIMITS.testCaseDescription, message: `At most ${LIMITS.testCaseDescription} characters.` }]}
            >
              <Input maxLength={LIMITS.testCaseDescription + 1} />
            </Form.Item>
            <KindFields type={type} helperFiles={helperFiles} />
          </>
        )}
        <Flex gap="small" wrap>
          <Form.Item name="pointsPass" label="Points when it passes" rules={[{ required: true, message: 'Enter points.' }]} style={{ flex: '1 1 160px' }}>
            <InputNumber step={0.5} min={-1_000_000} max={1_000_000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="pointsFail" label="Points when it fails" rules={[{ required: true, message: 'Enter points.' }]} style={{ flex: '1 1 160px' }}>
            <InputNumber step={0.5} min={-1_000_000} max={1_000_000} style={{ width: '100%' }} />
          </Form.Item>
          {!generated && (
            <Form.Item name="timeLimitSeconds" label="Time limit (s)" extra="Empty: the environment's wall time." style={{ flex: '1 1 160px' }}>
              <InputNumber min={1} max={600} precision={0} placeholder="Environment's" style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Flex>
        <Form.Item name="exposed" valuePropName="checked" extra="Otherwise students see it once feedback is published.">
          <Checkbox>Students see this test&apos;s result when they submit</Checkbox>
        </Form.Item>
        {!generated && (
          <Form.Item name="explanation" label="Explanation (Markdown)" extra="Shown with the result, for example a hint on what to check when it fails.">
            <Input.TextArea rows={3} maxLength={20_000} />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
