/** The external 30-minute scheduling page behind 'Learn More' and 'Book A Meeting' (placeholder account). */
export const SCHEDULING_URL = 'https://calendly.com/gtm-combine/30min';

/** The address of the contact section's e-mail link. */
export const CONTACT_EMAIL = 'hello@gtmcombine.test';
