import { useRef, useState, type KeyboardEvent } from 'react';
import { Flex, Tag, theme } from 'antd';
import { Link } from 'react-router';
import { MarketingPage, Section, SignUpCallToAction } from './kit';
import { INTEGRATIONS, type Integration } from './integrations';

/**
 * The ten tools as one radio group: Tab reaches it, the arrow keys (and Home/End) move the choice, as in a native
 * radio group; a click or Space picks a tool.
 */
function IntegrationPicker({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const { token } = theme.useToken();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = INTEGRATIONS.findIndex((integration) => integration.id === selected);

  const move = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const last = INTEGRATIONS.length - 1;
    const next = { ArrowRight: from + 1, ArrowDown: from + 1, ArrowLeft: from - 1, ArrowUp: from - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + INTEGRATIONS.length) % INTEGRATIONS.length;
    onSelect(INTEGRATIONS[index]!.id);
    buttons.current[index]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label="Tools"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: token.marginSM, marginBottom: token.marginLG }}
    >
      {INTEGRATIONS.map((integration, index) => {
        const checked = integration.id === selected;
        return (
          <button
            key={integration.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            // One stop for Tab: the chosen tool, or the first while none is chosen.
            tabIndex={checked || (selectedIndex === -1 && index === 0) ? 0 : -1}
            onClick={() => onSelect(integration.id)}
            onKeyDown={(event) => move(index, event)}
            style={{
              textAlign: 'left',
              cursor: 'pointer',
              padding: token.paddingSM,
              borderRadius: token.borderRadiusLG,
              border: `${checked ? 2 : 1}px solid ${checked ? token.colorPrimary : token.colorBorder}`,
              background: checked ? token.colorPrimaryBg : token.colorBgContainer,
              color: token.colorText,
              font: 'inherit',
              minWidth: 0,
            }}
          >
            <span style={{ display: 'block', fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{integration.name}</span>
            <span style={{ display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{integration.kind}</span>
          </button>
        );
      })}
    </div>
  );
}

function IntegrationDetails({ integration }: { integration: Integration }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        padding: token.paddingLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <Flex wrap align="center" gap={token.marginXS} style={{ marginBottom: token.marginSM }}>
        <h3 style={{ margin: 0, marginRight: token.marginXS, fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>
          {integration.name} and Marginalia
        </h3>
        <Tag>{integration.kind}</Tag>
        <Tag color={integration.direct ? 'green' : 'default'}>{integration.direct ? 'Works through the API' : 'No direct connection yet'}</Tag>
      </Flex>
      {integration.summary.map((paragraph) => (
        <p key={paragraph} style={{ margin: `0 0 ${token.marginSM}px` }}>
          {paragraph}
        </p>
      ))}
      <ol style={{ margin: `0 0 ${token.marginSM}px`, paddingLeft: token.paddingLG }}>
        {integration.steps.map((step) => (
          <li key={step} style={{ marginBottom: token.marginXXS }}>
            {step}
          </li>
        ))}
      </ol>
      {integration.links?.length ? (
        <Flex wrap gap={token.marginMD}>
          {integration.links.map((link) => (
            <Link key={link.to} to={link.to} style={{ color: token.colorLink }}>
              {link.label}
            </Link>
          ))}
        </Flex>
      ) : null}
    </div>
  );
}

/** /integrations: pick one of ten tools a course may use and read how it works with Marginalia today. */
export default function IntegrationsPage() {
  const { token } = theme.useToken();
  const [selected, setSelected] = useState<string | null>(null);
  const integration = INTEGRATIONS.find((candidate) => candidate.id === selected);
  return (
    <MarketingPage
      title="Integrations"
      lead="Marginalia works next to the tools your course already uses. Pick one to see how the two fit together today."
    >
      <Section id="tools" title="Choose a tool">
        <IntegrationPicker selected={selected} onSelect={setSelected} />
        <div aria-live="polite">
          {integration ? (
            <IntegrationDetails integration={integration} />
          ) : (
            <p style={{ margin: 0, color: token.colorTextSecondary }}>Choose a tool above to see how to use it with Marginalia.</p>
          )}
        </div>
      </Section>
      <Section id="missing" title="Don’t see your tool?">
        <p style={{ margin: 0 }}>
          Anything that can produce files or call a web API can work with Marginalia: students upload files, folders or zips, and your own scripts
          can use the <Link to="/faqs#api" style={{ color: token.colorLink }}>
            codePost-compatible API
          </Link>.
        </p>
      </Section>
      <SignUpCallToAction />
    </MarketingPage>
  );
}
