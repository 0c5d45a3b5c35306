/** Spec 09 page sizes: image list 20, featured samples 24, admin samples 50. */
export const IMAGE_PAGE_SIZE = 20;
export const FEATURED_PAGE_SIZE = 24;
export const SAMPLES_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
