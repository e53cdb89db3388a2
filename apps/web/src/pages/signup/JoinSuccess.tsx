import { Result } from 'antd';
import { JOIN_COURSE_TEXTS } from '@marginalia/contracts';
import { ButtonLink } from '../../components/ButtonLink';

/** The end of /signup/join: the course was joined (a new and an existing account alike), so log in. */
export default function JoinSuccess() {
  return (
    <Result
      status="success"
      title={JOIN_COURSE_TEXTS.joined}
      subTitle={JOIN_COURSE_TEXTS.joinedDetail}
      extra={
        <ButtonLink type="primary" to="/login">
          Log in
        </ButtonLink>
      }
    />
  );
}
