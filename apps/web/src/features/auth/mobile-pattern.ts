/** Spec: a mainland mobile number is 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
