import { useState } from 'react';
import { Button, Flex } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { SecondaryText } from '../../components/SecondaryText';
import { configuredSupportEmail } from '../../config';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { pickQuote, type Quote } from './quotes';
import { QuoteCard } from './QuoteCard';

export const NOT_FOUND_TITLE = "Sorry, we couldn't find that page.";

/**
 * Any unknown path, and any page the user has no role for (so its existence is not revealed). "Chat with us" writes
 * to the support address the operator configured, and is left out when there is none.
 */
export default function NotFoundPage({ quote }: { quote?: Quote }) {
  usePageTitle('Page not found');
  const support = configuredSupportEmail(useSiteSettings()?.supportEmail);
  // Picked once per visit, not on every render.
  const [shown] = useState(() => quote ?? pickQuote());
  return (
    <section style={{ maxWidth: 720, margin: '32px auto', textAlign: 'center' }}>
      <PageHeading>{NOT_FOUND_TITLE}</PageHeading>
      <SecondaryText>
        The link may be broken, or the page may have moved.{support && ' If you think it should be here, let us know.'}
      </SecondaryText>
      <Flex gap={12} justify="center" wrap style={{ marginBottom: 32 }}>
        <ButtonLink to="/" type="primary">
          Go home
        </ButtonLink>
        {support && (
          <Button icon={<MessageOutlined />} href={`mailto:${support}?subject=${encodeURIComponent('Page not found')}`}>
            Chat with us
          </Button>
        )}
      </Flex>
      <SecondaryText>While you’re here, a thought:</SecondaryText>
      <QuoteCard quote={shown} />
    </section>
  );
}
