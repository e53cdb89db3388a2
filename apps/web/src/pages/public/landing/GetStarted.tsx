import { Flex, theme } from 'antd';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

const STEPS = [
  {
    title: 'Create your course',
    text: 'Sign up as an instructor here, or run Marginalia on your own server with one command.',
  },
  {
    title: 'Add your people',
    text: 'Import the roster from a CSV file, with a preview before anything changes, or share the course’s invite code.',
  },
  {
    title: 'Grade and give feedback',
    text: 'Set up an assignment and its rubric. Students upload, graders claim from the queue and annotate, and you publish when it is ready.',
  },
];

/** Three numbered steps in a row, or one under another on narrow screens. */
export function GetStarted() {
  const { token } = theme.useToken();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.getStarted}px)`);
  return (
    <Flex component="ol" vertical={!wide} gap={token.marginLG} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-layout={wide ? 'row' : 'column'}>
      {STEPS.map((step, index) => (
        <li key={step.title} style={{ flex: wide ? '1 1 0' : undefined, display: 'flex', gap: token.marginSM, minWidth: 0 }}>
          <span
            aria-hidden
            style={{
              flexShrink: 0,
              width: 32,
              height: 32,
              borderRadius: '50%',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: token.fontWeightStrong,
              color: token.colorTextLightSolid,
              background: token.colorPrimary,
            }}
          >
            {index + 1}
          </span>
          <div style={{ minWidth: 0 }}>
            <h3 style={{ margin: `4px 0 ${token.marginXXS}px`, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{step.title}</h3>
            <p style={{ margin: 0, color: token.colorTextSecondary }}>{step.text}</p>
          </div>
        </li>
      ))}
    </Flex>
  );
}
