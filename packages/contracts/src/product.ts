export const PRODUCT_NAME = 'GTM Combine';
export const PRODUCT_TAGLINE = 'The Fastest Way to Hire GTM Talent';
