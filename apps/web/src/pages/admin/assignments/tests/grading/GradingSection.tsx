import { useState } from 'react';
import { Alert, Button, Flex, InputNumber, Space, Tooltip, Typography, theme } from 'antd';
import {
  GRADING_MODEL_HELP,
  GRADING_MODEL_LABELS,
  GRADING_MODELS,
  gradingModelOf,
  gradingModelSentence,
  gradingModelSettings,
  testPointRange,
  whatRunsSentence,
  type Assignment,
  type GradingModel,
  type TestCase,
} from '@marginalia/contracts';
import type { AssignmentActions } from '../../useAssignments';
import { TabSection } from '../TabSection';

interface GradingSectionProps {
  assignment: Assignment;
  /** The assignment's tests; undefined while they load. */
  tests: TestCase[] | undefined;
  runOnUpload: boolean;
  /** Undefined while the zip's state loads. */
  hasAutograderZip: boolean | undefined;
  /** Changes the assignment's points and additive grading; without it the section only explains. */
  update?: AssignmentActions['update'];
  readOnly: boolean;
}

/** The manual points a model starts from: what the assignment gives beyond its tests now, else its points. */
function manualPointsOf(assignment: Assignment, testPoints: number): number {
  if (assignment.additiveGrading) return Math.max(0, assignment.points - testPoints);
  return assignment.points;
}

/**
 * What runs and when, and how the grade is made of the tests and the manual grading, with the common models one
 * click away (they set the assignment's points and additive grading; the grade rule is computeGrade's).
 */
export function GradingSection({ assignment, tests, runOnUpload, hasAutograderZip, update, readOnly }: GradingSectionProps) {
  const { token } = theme.useToken();
  const range = testPointRange(tests ?? []);
  const [manual, setManual] = useState<number | null>(null);
  const manualPoints = manual ?? manualPointsOf(assignment, range.testPoints);
  const facts = { points: assignment.points, additiveGrading: assignment.additiveGrading, ...range };
  const current = gradingModelOf(facts);
  const sentence = gradingModelSentence(facts);
  const choose = (model: GradingModel) =>
    update?.mutate({ id: assignment.id, changes: gradingModelSettings(model, range.testPoints, manualPoints) }, { onSuccess: () => setManual(null) });

  return (
    <TabSection title="What runs and how it counts">
      <Flex vertical gap={token.marginSM}>
        {hasAutograderZip !== undefined && <Typography.Text aria-label="What runs and when">{whatRunsSentence({ runOnUpload, hasAutograderZip })}</Typography.Text>}
        {tests !== undefined && (
          <Alert
            type={sentence.overPoints ? 'warning' : 'info'}
            showIcon
            title="How the grade is made"
            description={
              <span aria-label="How the grade is made">
                {sentence.text}
                {hasAutograderZip && range.testPoints === 0 ? ' An autograder zip’s tests get their points (max_score) from its first run.' : ''}
              </span>
            }
          />
        )}
        {update && tests !== undefined && (
          <Flex vertical gap={token.marginXS}>
            <Space wrap>
              <label htmlFor="manual-points">Manual points</label>
              <InputNumber id="manual-points" min={0} max={100_000} value={manualPoints} onChange={(value) => setManual(value ?? 0)} disabled={readOnly} />
            </Space>
            <Space wrap>
              {GRADING_MODELS.map((model) => (
                <Tooltip key={model} title={GRADING_MODEL_HELP[model]}>
                  <Button
                    type={current === model ? 'primary' : 'default'}
                    aria-pressed={current === model}
                    disabled={readOnly || range.testPoints <= 0 || update.isPending}
                    onClick={() => choose(model)}
                  >
                    {GRADING_MODEL_LABELS[model]}
                  </Button>
                </Tooltip>
              ))}
            </Space>
          </Flex>
        )}
      </Flex>
    </TabSection>
  );
}
