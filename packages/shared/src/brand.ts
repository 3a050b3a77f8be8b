/** The product's name and tagline, kept in one place so an operator can rebrand. */
export const PRODUCT_NAME = 'Karakoram Talent';
export const TAGLINE = "Pakistan's Premier Freelance Platform - Connecting Businesses with Top IT Talent";
