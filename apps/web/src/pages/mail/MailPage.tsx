import { useQuery } from '@tanstack/react-query';
import { Card, Spin } from 'antd';
import { useParams } from 'react-router';
import { fetchOutboxMail, outboxQueryKeys } from '../../api/outbox';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import NotFoundPage from '../errors/NotFoundPage';
import { OutboxMailView } from '../../features/outbox-mail/OutboxMailView';

// `/mail/{id}`: one outbox mail read through login-as as its recipient, the only way a platform admin reads the
// body of a mail about grades (docs/AUDIT.md). The server answers 404 to anyone else, and records the read.

export default function MailPage() {
  usePageTitle('E-mail');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const mail = useQuery({ queryKey: outboxQueryKeys.mail(id), queryFn: () => fetchOutboxMail(id), enabled: valid, retry: false });
  if (!valid || mail.isError) return <NotFoundPage />;
  if (!mail.data) return <Spin aria-label="Loading the e-mail" />;
  return (
    <>
      <PageHeading>{mail.data.subject ?? 'E-mail'}</PageHeading>
      <Card size="small">
        <OutboxMailView mail={mail.data} offerLoginAs={false} />
      </Card>
    </>
  );
}
