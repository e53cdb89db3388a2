import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, InputNumber, Select, Space, theme } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTOGRADER_LANGUAGES, AUTOGRADER_LANGUAGE_LABELS, type Environment } from '@marginalia/contracts';
import { autograderQueryKeys, updateEnvironment } from '../../../../../api/autograderSetup';
import { notifyFailure, validationErrorsOf } from '../../../../../api/serverErrors';
import { CodeInput } from '../CodeInputs';
import { TabSection } from '../TabSection';
import { BUILD_COMMAND_EXAMPLES, sortEnvironmentErrors, updateOf, valuesOf, type EnvironmentValues } from './environmentForm';
import { LimitFields } from './LimitFields';

/** How an assignment's tests run: language, build step, limits and what students get. Saved in one PATCH. */
export function EnvironmentSection({ assignmentId, environment, readOnly }: { assignmentId: number; environment: Environment; readOnly: boolean }) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EnvironmentValues>();
  const [limitErrors, setLimitErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const language = Form.useWatch('language', form) ?? environment.language;
  // Uploading an autograder zip turns runs on upload on at the server: the box follows unless it was changed here.
  const storedRunOnUpload = useRef(environment.runOnUpload);
  useEffect(() => {
    if (form.getFieldValue('runOnUpload') === storedRunOnUpload.current) form.setFieldValue('runOnUpload', environment.runOnUpload);
    storedRunOnUpload.current = environment.runOnUpload;
  }, [environment.runOnUpload, form]);

  const save = useMutation({
    mutationFn: (values: EnvironmentValues) => updateEnvironment(assignmentId, updateOf(values), { quiet: true }),
    onSuccess: (updated) => {
      queryClient.setQueryData(autograderQueryKeys.environment(assignmentId), updated);
      // What the server stored, which may differ from what was typed (trimmed, or lowered to a cap).
      form.setFieldsValue(valuesOf(updated));
      setSaved(true);
    },
    onError: (error) => {
      const errors = validationErrorsOf(error);
      if (!errors) return notifyFailure(error);
      const sorted = sortEnvironmentErrors(errors);
      form.setFields(sorted.fields);
      setLimitErrors(sorted.limits);
      setGeneral(sorted.general);
    },
  });

  function submit(values: EnvironmentValues) {
    setLimitErrors([]);
    setGeneral([]);
    setSaved(false);
    save.mutate(values);
  }

  return (
    <TabSection title="Environment" intro="Where every test of this assignment runs: a fresh sandbox per run. Network: always off.">
      <Form<EnvironmentValues>
        form={form}
        name={`environment-${assignmentId}`}
        layout="vertical"
        requiredMark={false}
        disabled={readOnly}
        initialValues={valuesOf(environment)}
        onFinish={submit}
        onValuesChange={() => setSaved(false)}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.marginSM }} />}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', columnGap: token.marginSM }}>
          <Form.Item name="language" label="Language">
            <Select options={AUTOGRADER_LANGUAGES.map((value) => ({ value, label: AUTOGRADER_LANGUAGE_LABELS[value] }))} />
          </Form.Item>
          <Form.Item name="buildCommand" label="Build command" extra="Runs in the submission's folder before the tests; a failed build fails every test.">
            <CodeInput placeholder={BUILD_COMMAND_EXAMPLES[language]} maxLength={2000} />
          </Form.Item>
        </div>
        <LimitFields caps={environment.limitCaps} groupErrors={limitErrors} />
        <Form.Item name="runOnUpload" valuePropName="checked" style={{ marginBottom: token.marginXS }}>
          <Checkbox>Run tests when a student uploads</Checkbox>
        </Form.Item>
        <Form.Item name="testsAsTextFile" valuePropName="checked" extra="Graders can comment on it like code; students see it once feedback is published.">
          <Checkbox>Add the results to the submission as _tests.txt</Checkbox>
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', columnGap: token.marginSM }}>
          <Form.Item name="maxStudentTestRuns" label="Runs per student" extra="Uploads past it are accepted but not tested. Empty: no limit.">
            <InputNumber min={0} max={10_000} precision={0} placeholder="No limit" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="nudgeLimit"
            label="Nudge mode: reveal at most N failed exposed tests per category"
            extra="Students see the first failures only, so they fix one thing at a time. Empty: off."
          >
            <InputNumber min={0} max={10_000} precision={0} placeholder="Off" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save environment
          </Button>
          {saved && <span role="status" style={{ color: token.colorSuccess }}>Saved</span>}
        </Space>
      </Form>
    </TabSection>
  );
}
