export { MarketingPage, type MarketingPageProps } from './MarketingPage';
export { Section } from './Section';
export { SignUpCallToAction } from './SignUpCallToAction';
