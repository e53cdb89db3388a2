import { Flex, Segmented, theme } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { MarketingPage, Section, SignUpCallToAction } from './kit';
import { TOURS, tourFromHash, type TourKey } from './landing/tours';

/**
 * The feature tours. The URL hash names the tour shown (`/why-marginalia#students`), so tours can be linked to
 * from elsewhere, and the control writes its choice back to the hash.
 */
export default function WhyMarginaliaPage() {
  const { token } = theme.useToken();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const twoColumns = useMediaQuery(`(min-width: ${BREAKPOINTS.whyUse}px)`);
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`);
  const tour = tourFromHash(hash);
  const next = TOURS[(TOURS.indexOf(tour) + 1) % TOURS.length]!;

  const show = (key: TourKey) => void navigate({ pathname, hash: `#${key}` }, { replace: true });

  return (
    <MarketingPage
      title="Why Marginalia"
      lead="Three short tours of what Marginalia does: how code is annotated, what students get, and how instructors run grading."
    >
      <Segmented<TourKey>
        aria-label="Feature tours"
        value={tour.key}
        onChange={show}
        options={TOURS.map((t) => ({ value: t.key, label: t.label }))}
        block={!narrow}
        vertical={narrow}
        size="large"
        style={{ marginBottom: token.marginLG, width: narrow ? '100%' : undefined }}
      />
      <Section id={tour.key} title={tour.title}>
        <Flex vertical={!twoColumns} gap={token.marginXL} align={twoColumns ? 'flex-start' : 'stretch'} data-layout={twoColumns ? 'two-columns' : 'one-column'}>
          <div style={{ flex: twoColumns ? '1 1 0' : undefined, minWidth: 0 }}>
            <p style={{ margin: `0 0 ${token.marginMD}px`, fontSize: token.fontSizeLG, color: token.colorTextSecondary }}>{tour.intro}</p>
            <ul style={{ margin: 0, paddingLeft: token.paddingMD }}>
              {tour.points.map((point) => (
                <li key={point.title} style={{ marginBottom: token.marginSM }}>
                  <strong style={{ color: token.colorTextHeading }}>{point.title}.</strong> {point.text}
                </li>
              ))}
            </ul>
            <Flex wrap gap={token.marginMD} style={{ marginTop: token.marginMD }}>
              <Link to={tour.more.to}>{tour.more.label}</Link>
              <Link to={`#${next.key}`} replace>
                Next tour: {next.label}
              </Link>
            </Flex>
          </div>
          <div style={{ flex: twoColumns ? '1 1 0' : undefined, minWidth: 0 }}>{tour.illustration}</div>
        </Flex>
      </Section>
      <SignUpCallToAction />
    </MarketingPage>
  );
}
