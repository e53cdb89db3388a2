import { Flex, theme } from 'antd';
import { Link } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { featuredTestimonials } from '../testimonials';
import { TestimonialCard } from './TestimonialCard';

/** Three needs of course staff side by side (stacked on narrow screens), and the way to the rest. */
export function TestimonialStrip() {
  const { token } = theme.useToken();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.testimonial}px)`);
  return (
    <>
      <Flex vertical={!wide} gap={token.marginMD} data-layout={wide ? 'row' : 'column'}>
        {featuredTestimonials().map((testimonial) => (
          <div key={testimonial.id} style={{ flex: wide ? '1 1 0' : undefined, minWidth: 0 }}>
            <TestimonialCard testimonial={testimonial} compact />
          </div>
        ))}
      </Flex>
      <p style={{ margin: `${token.marginMD}px 0 0` }}>
        <Link to="/testimonials">More of what course staff ask for, and how Marginalia answers</Link>
      </p>
    </>
  );
}
