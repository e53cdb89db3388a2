import { Alert, Button } from 'antd';
import { MESSAGES } from '@marginalia/contracts';
import { supportEmail } from '../config';

/** Shown when the server has not answered the session check for a while (docs/PRODUCT.md §8). */
export default function ConnectionNotice() {
  return (
    <Alert
      type="warning"
      banner
      role="status"
      title={MESSAGES.stillTryingToConnect}
      description={
        <>
          The server is taking longer than usual to answer. Try refreshing the page; if this keeps happening,{' '}
          <a href={`mailto:${supportEmail()}`}>chat with us</a>.
        </>
      }
      action={
        <Button size="small" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      }
    />
  );
}
