import { Flex, theme } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';

/** The closing invitation of a public page: a line of text, Sign Up and Login. */
export function SignUpCallToAction({ text = 'Ready to try it with your course?' }: { text?: string }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={token.marginSM}
      style={{ margin: `${token.marginXL}px 0`, padding: token.paddingLG, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG, textAlign: 'center' }}
    >
      <p style={{ margin: 0, fontSize: 18, color: token.colorTextHeading }}>{text}</p>
      <Flex gap={token.marginSM} wrap justify="center">
        <ButtonLink to="/signup" type="primary" size="large">
          Sign Up
        </ButtonLink>
        <ButtonLink to="/login" size="large">
          Login
        </ButtonLink>
      </Flex>
    </Flex>
  );
}
