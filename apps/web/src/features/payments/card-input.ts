/**
 * The sandbox card form's field rules: it behaves like a processor's card form (number in groups
 * of four, MM / YY expiry, 3-4 digit CVC, a name). These checks are the inline validation errors
 * that stay in the card field; whether a card pays is the server's answer (test cards 4242...
 * succeed, 4000 0000 0000 0002 is declined, ...9995 has insufficient funds).
 */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Luhn's checksum, which every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardField = "number" | "expiry" | "cvc" | "name";
export type CardProblem = "incomplete" | "invalid" | "expired";
export type CardFields = Record<CardField, string>;

/** The first problem of each field, or none; `now` decides whether the expiry has passed. */
export function cardProblems(fields: CardFields, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const number = fields.number.replace(/\s/g, "");
  if (number.length < 12) problems.number = "incomplete";
  else if (!luhnValid(number)) problems.number = "invalid";
  const expiry = fields.expiry.replace(/\D/g, "");
  if (expiry.length !== 4) problems.expiry = "incomplete";
  else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2));
    if (month < 1 || month > 12) problems.expiry = "invalid";
    // A card is valid through the last day of its expiry month.
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) problems.expiry = "expired";
  }
  if (!/^\d{3,4}$/.test(fields.cvc)) problems.cvc = "incomplete";
  if (fields.name.trim() === "") problems.name = "incomplete";
  return problems;
}
