// When the privacy policy and the terms last changed: shown on those pages, formatted per locale.
// A fixed date (not "today") because a policy's date must tell readers when its text changed.
export const PRIVACY_UPDATED = '2026-11-22';
export const TERMS_UPDATED = '2026-11-22';

export const privacySections = ['intro', 'collected', 'use', 'protection', 'sharing', 'rights', 'cookies', 'contact'] as const;
export const privacyCollectedItems = ['contact', 'agent', 'voice', 'technical'] as const;
export const privacyRights = ['access', 'rectification', 'deletion', 'limitation', 'objection', 'portability'] as const;
export const termsSections = ['service', 'trial', 'use', 'ai', 'data', 'liability', 'contact'] as const;
