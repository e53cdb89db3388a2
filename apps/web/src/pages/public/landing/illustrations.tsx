import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

// Drawings of the product made of styled elements: no images to download, and they follow the theme (dark
// mode included). Each is one picture for assistive technology (role="img" with a description).

type Token = ReturnType<typeof theme.useToken>['token'];

function Frame({ label, children, style }: { label: string; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      role="img"
      aria-label={label}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.marginSM,
        alignItems: 'flex-start',
        padding: token.paddingSM,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        minWidth: 0,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

function codeStyle(token: Token): CSSProperties {
  return { fontFamily: token.fontFamilyCode, fontSize: 12, lineHeight: '20px', whiteSpace: 'pre', margin: 0 };
}

/** A points tag like the code view's: deductions red, bonuses green. */
function PointsTag({ points }: { points: number }) {
  const { token } = theme.useToken();
  const deduction = points > 0;
  return (
    <span
      style={{
        display: 'inline-block',
        padding: `0 ${token.paddingXXS + 2}px`,
        borderRadius: token.borderRadiusSM,
        fontSize: token.fontSizeSM,
        color: deduction ? token.colorError : token.colorSuccess,
        background: deduction ? token.colorErrorBg : token.colorSuccessBg,
        border: `1px solid ${deduction ? token.colorErrorBorder : token.colorSuccessBorder}`,
      }}
    >
      {deduction ? `-${points}` : `+${-points}`}
    </span>
  );
}

function CommentCard({ children, points, footer }: { children: ReactNode; points?: number; footer?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        flex: '1 1 180px',
        minWidth: 0,
        padding: token.paddingSM,
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorder}`,
        borderLeft: `3px solid ${token.colorPrimary}`,
        borderRadius: token.borderRadius,
        fontSize: token.fontSizeSM,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS, marginBottom: token.marginXXS, color: token.colorTextSecondary }}>
        <span>grader1</span>
        {points !== undefined ? <PointsTag points={points} /> : null}
      </div>
      <div style={{ color: token.colorText }}>{children}</div>
      {footer}
    </div>
  );
}

const CODE: { text: string; mark?: [number, number] }[] = [
  { text: 'def average(scores):' },
  { text: '    total = 0' },
  { text: '    for s in scores:' },
  { text: '        total += s' },
  { text: '    return total / len(scores)', mark: [19, 30] },
];

/** Code with one highlighted range and the comment attached to it. */
export function CodeIllustration({ label = 'A student’s Python function in which the expression len(scores) is highlighted, with a grader’s comment about empty lists beside it, worth one point.' }: { label?: string }) {
  const { token } = theme.useToken();
  return (
    <Frame label={label}>
      <div style={{ flex: '2 1 240px', minWidth: 0, overflow: 'hidden', background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: `${token.paddingXS}px 0` }}>
        {CODE.map((line, index) => (
          <div key={index} style={{ display: 'flex' }}>
            <span style={{ ...codeStyle(token), width: 28, textAlign: 'right', paddingRight: token.paddingXS, color: token.colorTextTertiary, flexShrink: 0 }}>{index + 1}</span>
            <code style={codeStyle(token)}>
              {line.mark ? (
                <>
                  {line.text.slice(0, line.mark[0])}
                  <mark style={{ background: token.colorWarningBg, color: 'inherit', outline: `1px solid ${token.colorWarningBorder}`, borderRadius: 2 }}>
                    {line.text.slice(line.mark[0], line.mark[1])}
                  </mark>
                  {line.text.slice(line.mark[1])}
                </>
              ) : (
                line.text
              )}
            </code>
          </div>
        ))}
      </div>
      <CommentCard points={1}>
        An empty list makes <code style={{ fontFamily: token.fontFamilyCode }}>len(scores)</code> zero. What should the average of no scores be?
      </CommentCard>
    </Frame>
  );
}

/** What a student sees on a comment: its rating buttons and the way to ask for a regrade. */
export function FeedbackIllustration() {
  const { token } = theme.useToken();
  const pill: CSSProperties = {
    display: 'inline-block',
    padding: `0 ${token.paddingXS}px`,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadiusSM,
    color: token.colorTextSecondary,
  };
  return (
    <Frame label="A comment as a student sees it, worth two points, with buttons to rate it helpful or not and a Request regrade button; below it the student’s regrade reason.">
      <CommentCard
        points={2}
        footer={
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginTop: token.marginXS }}>
            <span style={pill}>Helpful</span>
            <span style={pill}>Not helpful</span>
            <span style={{ ...pill, color: token.colorPrimary, borderColor: token.colorPrimary }}>Request regrade</span>
          </div>
        }
      >
        The loop re-reads the file on every pass; read it once before the loop.
      </CommentCard>
      <div style={{ flex: '1 1 100%', fontSize: token.fontSizeSM, color: token.colorTextSecondary, paddingLeft: token.paddingXS, borderLeft: `2px solid ${token.colorBorder}` }}>
        Regrade request: “The file is read once, on line 12; the loop only reads the cache.”
      </div>
    </Frame>
  );
}

const RUBRIC: { category: string; cap: number; items: [string, number][] }[] = [
  { category: 'Correctness', cap: 6, items: [['Off-by-one in the loop bounds', 2], ['Empty input not handled', 1]] },
  { category: 'Style', cap: 3, items: [['Unclear variable names', 1], ['Clear, well-named helpers', -1]] },
];

/** A rubric: categories with a cap on their deductions, and shared comments with points. */
export function RubricIllustration() {
  const { token } = theme.useToken();
  return (
    <Frame
      label="A rubric with two categories. Correctness, capped at 6 points, holds comments for an off-by-one error and unhandled empty input. Style, capped at 3 points, holds a deduction for unclear names and a one-point bonus for clear helpers."
      style={{ flexDirection: 'column', alignItems: 'stretch' }}
    >
      {RUBRIC.map((group) => (
        <div key={group.category}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS, fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>
            <span>{group.category}</span>
            <span style={{ color: token.colorTextSecondary, fontWeight: 'normal', fontSize: token.fontSizeSM }}>at most {group.cap} points off</span>
          </div>
          {group.items.map(([text, points]) => (
            <div
              key={text}
              style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS, padding: `${token.paddingXXS}px ${token.paddingXS}px`, marginBottom: token.marginXXS, background: token.colorFillQuaternary, borderRadius: token.borderRadiusSM, fontSize: token.fontSizeSM }}
            >
              <span style={{ minWidth: 0 }}>{text}</span>
              <PointsTag points={points} />
            </div>
          ))}
        </div>
      ))}
    </Frame>
  );
}
