import { Flex, theme } from 'antd';
import { BREAKPOINTS } from '@marginalia/contracts';
import { ButtonLink } from '../../../components/ButtonLink';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { CodeIllustration } from './illustrations';

/** The landing page's opening: what Marginalia is, the two ways in, and a picture of an annotated line. */
export function Hero() {
  const { token } = theme.useToken();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.hero}px)`);
  return (
    <Flex
      vertical={!wide}
      align={wide ? 'center' : 'stretch'}
      gap={wide ? token.marginXXL : token.marginLG}
      style={{ padding: `${token.paddingLG}px 0 ${token.paddingXL}px` }}
    >
      <div style={{ flex: wide ? '1 1 0' : undefined, minWidth: 0, textAlign: wide ? 'left' : 'center' }}>
        <h1
          style={{
            color: token.colorTextHeading,
            fontSize: wide ? 44 : 32,
            lineHeight: 1.2,
            fontWeight: token.fontWeightStrong,
            margin: `0 0 ${token.marginMD}px`,
          }}
        >
          Feedback on the exact line, for every student in the course
        </h1>
        <p style={{ color: token.colorTextSecondary, fontSize: 18, margin: `0 0 ${token.marginLG}px` }}>
          Marginalia is an open-source platform for code review and grading in programming courses. Comment on the
          precise code that needs it, grade with shared rubrics and tests, and return feedback students can act on.
        </p>
        <Flex gap={token.marginSM} wrap justify={wide ? 'flex-start' : 'center'}>
          <ButtonLink to="/signup" type="primary" size="large">
            Sign Up
          </ButtonLink>
          <ButtonLink to="/demo" size="large">
            See a graded submission
          </ButtonLink>
        </Flex>
      </div>
      <div style={{ flex: wide ? '1 1 0' : undefined, minWidth: 0 }}>
        <CodeIllustration />
      </div>
    </Flex>
  );
}
