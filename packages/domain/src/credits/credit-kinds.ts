/**
 * Credit-usage kinds of the spec (01 section 3): the numeric id stored in the ledger and the name
 * that is also the i18n label key (`creditKinds.<name>`). Ids are stable forever.
 */
export const creditKinds = {
  subscription: 1,
  adminManual: 2,
  recharge: 3,
  register: 4,
  logoBrandPackage: 5,
  renewPro: 6,
  matting: 10,
  vector: 11,
  aicon: 12,
  aimockup: 13,
  imageclarity: 14,
  imagefix: 15,
  text2img: 16,
  img2img: 17,
  mergeface: 18,
  aiimage: 19,
  idphoto: 20,
  cartoonProfile: 21,
  fileConverter: 22,
  beautification: 23,
} as const;

export type CreditKindName = keyof typeof creditKinds;
export type CreditKindId = (typeof creditKinds)[CreditKindName];

export const creditKindNames = Object.keys(creditKinds) as CreditKindName[];

const namesById = new Map<number, CreditKindName>(creditKindNames.map((name) => [creditKinds[name], name]));

export function isCreditKindName(value: unknown): value is CreditKindName {
  return typeof value === "string" && Object.hasOwn(creditKinds, value);
}

/** The kind name of a stored id, or undefined for an id this version does not know. */
export function creditKindName(id: number): CreditKindName | undefined {
  return namesById.get(id);
}

/** The translation key of a kind's display label. */
export function creditKindLabelKey(name: CreditKindName): `creditKinds.${CreditKindName}` {
  return `creditKinds.${name}`;
}

/** Kinds that add credits (grants); every other kind is an AI action that spends them. */
export const grantKinds = ["subscription", "adminManual", "recharge", "register", "logoBrandPackage", "renewPro"] as const satisfies readonly CreditKindName[];
export type GrantKindName = (typeof grantKinds)[number];

export function isGrantKind(name: CreditKindName): name is GrantKindName {
  return (grantKinds as readonly string[]).includes(name);
}
