import { useEffect } from 'react';
import { notification } from 'antd';
import { configureApi } from './config';
import { ErrorBody } from './ErrorBody';

/**
 * Connects the API layer's error notifications to antd's notification area, rendered here so it follows
 * the theme. (antd's App component would also do it, but brings modals into the first download.)
 */
export function ApiNotifications() {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    configureApi({
      notifyError: (title, body) => api.error({ title, description: <ErrorBody body={body} />, duration: 8 }),
    });
  }, [api]);
  return holder;
}
