import { Button, Popconfirm, Space, Tag, Tooltip, theme } from 'antd';
import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { ResultVisibility, TestCase } from '@marginalia/contracts';
import { plural } from '../../../../../format/plural';
import { REPORTED_VISIBILITY_LABELS } from './reportedVisibility';
import { generatesTests, TEST_KIND_LABELS } from './testKinds';

interface TestCaseItemProps {
  testCase: TestCase;
  /** Tests a run of this one created (unit and results-file tests), listed under it. */
  generated: TestCase[];
  readOnly: boolean;
  edit: (testCase: TestCase) => void;
  remove: (testCase: TestCase) => Promise<unknown>;
  /** The visibility an autograder reported for each test it reports (it decides, not "exposed"). */
  reported?: ReadonlyMap<number, ResultVisibility>;
}

/** Who sees the test's results: as the autograder reported it, else the test's own "exposed". */
function Exposure({ testCase, reported }: { testCase: TestCase; reported: ResultVisibility | undefined }) {
  if (reported !== undefined) {
    const label = REPORTED_VISIBILITY_LABELS[reported];
    return (
      <Tooltip title="As the autograder reported it">
        <Tag color={reported === 'visible' ? 'green' : undefined} icon={reported === 'visible' ? <EyeOutlined /> : <EyeInvisibleOutlined />} aria-label={`Students: ${label}`}>
          {label}
        </Tag>
      </Tooltip>
    );
  }
  return testCase.exposed ? (
    <Tag color="green" icon={<EyeOutlined />}>
      Exposed
    </Tag>
  ) : (
    <Tag icon={<EyeInvisibleOutlined />}>Hidden</Tag>
  );
}

export const testName = (testCase: TestCase) => testCase.description || `Test ${testCase.id}`;

function pointsText(testCase: TestCase): string {
  return `${plural(testCase.pointsPass, 'point')} if passed, ${testCase.pointsFail} if failed`;
}

function deleteWarning(testCase: TestCase, generated: TestCase[]): string {
  const results = 'Its results on every submission are deleted, and grades lose its points.';
  if (!generatesTests(testCase.type) || generated.length === 0) return results;
  return `The ${plural(generated.length, 'test')} its runs created go with it. ${results}`;
}

/** One test of a category: its description, kind, points and exposure, with edit and delete. */
function TestLine({ testCase, generated, readOnly, edit, remove, reported }: TestCaseItemProps) {
  const { token } = theme.useToken();
  const name = testName(testCase);
  const isGenerated = testCase.generatedBy !== null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS, padding: `${token.paddingXXS}px 0` }}>
      <span style={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere', color: token.colorText }}>{name}</span>
      <Space size={token.marginXXS} wrap>
        {isGenerated ? <Tag>From a run</Tag> : <Tag color="blue">{TEST_KIND_LABELS[testCase.type].label}</Tag>}
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{pointsText(testCase)}</span>
        <Exposure testCase={testCase} reported={reported?.get(testCase.id)} />
      </Space>
      <Space size={0}>
        <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit test ${name}`} disabled={readOnly} onClick={() => edit(testCase)} />
        <Popconfirm
          title={`Delete the test “${name}”?`}
          description={deleteWarning(testCase, generated)}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(testCase).catch(() => undefined)}
          disabled={readOnly}
        >
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete test ${name}`} disabled={readOnly} />
        </Popconfirm>
      </Space>
    </div>
  );
}

/** A test and, indented under it, the tests its runs created. */
export function TestCaseItem(props: TestCaseItemProps) {
  const { token } = theme.useToken();
  return (
    <li style={{ listStyle: 'none', borderTop: `1px solid ${token.colorSplit}` }} aria-label={`Test ${testName(props.testCase)}`}>
      <TestLine {...props} />
      {props.generated.length > 0 && (
        <ul aria-label={`Tests created by ${testName(props.testCase)}`} style={{ margin: 0, paddingLeft: token.paddingLG }}>
          {props.generated.map((child) => (
            <li key={child.id} style={{ listStyle: 'none' }} aria-label={`Test ${testName(child)}`}>
              <TestLine {...props} testCase={child} generated={[]} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
