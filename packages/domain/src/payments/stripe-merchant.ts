/**
 * Spec 01 section 9: which of the two card-provider key pairs serves a user. On the 'logo ai' site
 * variant (here: the English site) `stripeMerchant` 1 uses the first key, 2 the second, otherwise
 * the user id modulo 10 decides (0 or 2: first key, otherwise second). Other variants always use the
 * first pair (docs/payments.md).
 */
export function stripeKeyIndex(user: { id: number; stripeMerchant: number }, site: "en" | "cn"): 0 | 1 {
  if (site !== "en") return 0;
  if (user.stripeMerchant === 1) return 0;
  if (user.stripeMerchant === 2) return 1;
  const digit = user.id % 10;
  return digit === 0 || digit === 2 ? 0 : 1;
}
