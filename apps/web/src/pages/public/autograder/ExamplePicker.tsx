import { useState } from 'react';
import { Flex, Segmented, theme } from 'antd';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { CodeExample } from './CodeExample';
import { AUTOGRADER_EXAMPLES, REPORT_AS_OPTIONS, RUN_WHERE_OPTIONS, type ReportAs, type RunWhere } from './examples';

function Toggle<T extends string>(props: {
  id: string;
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  vertical: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
      <span id={props.id} style={{ fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
        {props.label}
      </span>
      <Segmented<T>
        aria-labelledby={props.id}
        aria-label={props.label}
        // Its own radio-group name, so the two toggles never uncheck each other's options.
        name={props.id}
        options={props.options}
        value={props.value}
        onChange={props.onChange}
        vertical={props.vertical}
      />
    </Flex>
  );
}

/** The two toggles of the explainer (where tests run, how results are reported) and the example they pick. */
export function ExamplePicker() {
  const { token } = theme.useToken();
  const [runWhere, setRunWhere] = useState<RunWhere>('marginalia');
  const [reportAs, setReportAs] = useState<ReportAs>('objects');
  // Side-by-side segments no longer fit a phone's width; stack them there.
  const stacked = !useMediaQuery(`(min-width: ${BREAKPOINTS.getStarted}px)`);
  const example = AUTOGRADER_EXAMPLES[runWhere][reportAs];

  return (
    <div>
      <Flex wrap gap={token.marginLG} style={{ marginBottom: token.marginLG }}>
        <Toggle id="autograder-run-where" label="Where tests run" options={RUN_WHERE_OPTIONS} value={runWhere} onChange={setRunWhere} vertical={stacked} />
        <Toggle id="autograder-report-as" label="How results are reported" options={REPORT_AS_OPTIONS} value={reportAs} onChange={setReportAs} vertical={stacked} />
      </Flex>
      <figure
        aria-live="polite"
        style={{
          margin: 0,
          padding: token.paddingLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          minWidth: 0,
        }}
      >
        <figcaption style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, marginBottom: token.marginXS }}>
          {example.caption}
        </figcaption>
        <p style={{ margin: `0 0 ${token.marginMD}px` }}>{example.summary}</p>
        {example.blocks.map((block) => (
          <CodeExample key={block.title} block={block} />
        ))}
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{example.outcome}</p>
      </figure>
    </div>
  );
}
