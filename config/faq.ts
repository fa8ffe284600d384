// FAQ entries, in page order; the texts live in messages (Faq.items.<id>.q / .a). The landing
// page and its FAQPage JSON-LD both read this list, so they can never disagree.
export const faqIds = ['free', 'pricing', 'languages', 'gdpr', 'setup', 'handoff'] as const;

// How it works: three steps.
export const howItWorksSteps = [
  { id: 'info', icon: 'globe' },
  { id: 'learn', icon: 'sparkles' },
  { id: 'test', icon: 'mic' },
] as const;
