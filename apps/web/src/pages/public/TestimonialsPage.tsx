import { theme } from 'antd';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { MarketingPage, SignUpCallToAction } from './kit';
import { TestimonialCard } from './landing/TestimonialCard';
import { TESTIMONIALS } from './testimonials';

/**
 * What course staff ask of a grading tool, and Marginalia's answers. The page says plainly that these are
 * needs we hear, in our own words, attributed to roles rather than to people.
 */
export default function TestimonialsPage() {
  const { token } = theme.useToken();
  const twoColumns = useMediaQuery(`(min-width: ${BREAKPOINTS.testimonial}px)`);
  return (
    <MarketingPage
      title="What course staff ask of a grading tool"
      lead={
        <>
          And how Marginalia answers. These are the needs we hear most often from instructors, teaching assistants and
          graders of programming courses, written in our own words and attributed to a role and a kind of course rather
          than to any one person.
        </>
      }
    >
      <div
        data-layout={twoColumns ? 'two-columns' : 'one-column'}
        style={{ display: 'grid', gridTemplateColumns: twoColumns ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)', gap: token.marginMD }}
      >
        {TESTIMONIALS.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </div>
      <SignUpCallToAction text="Does your course ask for the same things?" />
    </MarketingPage>
  );
}
