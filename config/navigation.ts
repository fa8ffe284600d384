// The landing page's sections, in page order: the nav, the anchors and the scroll-spy read this.
export const landingSections = [
  { id: 'hero', label: 'home' },
  { id: 'how-it-works', label: 'howItWorks' },
  { id: 'calculator', label: 'calculator' },
  { id: 'demo', label: 'demo' },
  { id: 'faq', label: 'faq' },
] as const;
