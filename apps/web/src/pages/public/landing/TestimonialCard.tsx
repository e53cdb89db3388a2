import { theme } from 'antd';
import { Link } from 'react-router';
import type { Testimonial } from '../testimonials';

/**
 * One need of course staff (a quotation attributed to a role, not a person) and Marginalia's answer to it.
 * `compact` leaves the answer's link out, for the landing strip, which links to the whole page instead.
 */
export function TestimonialCard({ testimonial, compact = false }: { testimonial: Testimonial; compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <article
      id={compact ? undefined : testimonial.id}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: token.marginSM,
        height: '100%',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        scrollMarginTop: 80,
      }}
    >
      <figure style={{ margin: 0 }}>
        <blockquote style={{ margin: 0, fontSize: token.fontSizeLG, color: token.colorTextHeading, borderLeft: `3px solid ${token.colorPrimary}`, paddingLeft: token.paddingSM }}>
          “{testimonial.need}”
        </blockquote>
        <figcaption style={{ marginTop: token.marginXS, color: token.colorTextSecondary }}>
          {testimonial.role}, {testimonial.course}
        </figcaption>
      </figure>
      <div style={{ flex: 1 }}>
        <strong style={{ color: token.colorTextHeading }}>How Marginalia answers</strong>
        <p style={{ margin: `${token.marginXXS}px 0 0` }}>{testimonial.answer}</p>
      </div>
      {compact ? null : <Link to={testimonial.link.to}>{testimonial.link.label}</Link>}
    </article>
  );
}
