import { describe, expect, it } from 'vitest';
import { withFrameAncestors } from './partner-framing';

describe('withFrameAncestors', () => {
  const policy = "default-src 'self';frame-ancestors 'none';form-action 'self'";

  it("replaces 'none' with the partners' origins", () => {
    expect(withFrameAncestors(policy, ['https://lms.example.edu'])).toBe("default-src 'self';frame-ancestors https://lms.example.edu;form-action 'self'");
  });

  it("adds them to the registered LMSs' origins, once each", () => {
    const framed = "default-src 'self';frame-ancestors https://canvas.example.edu https://lms.example.edu;form-action 'self'";
    expect(withFrameAncestors(framed, ['https://lms.example.edu', 'http://localhost:3000'])).toBe(
      "default-src 'self';frame-ancestors https://canvas.example.edu https://lms.example.edu http://localhost:3000;form-action 'self'",
    );
  });

  it('leaves the policy alone without partners or without the directive', () => {
    expect(withFrameAncestors(policy, [])).toBe(policy);
    expect(withFrameAncestors("default-src 'self'", ['https://lms.example.edu'])).toBe("default-src 'self'");
  });
});
