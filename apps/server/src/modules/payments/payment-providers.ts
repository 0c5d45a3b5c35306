import type { PaymentsConfig } from "./payments.config";
import type { PaymentProvider, PaymentProviderName } from "./payment-provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox.provider";

/**
 * Which payment providers this site has, by name (issue 16). The sandbox is there unless
 * production turned it off (PAYMENTS_SANDBOX); adapters with keys (Stripe, PayPal, WeChat Pay,
 * Alipay) are built from their configuration and passed in as `adapters`.
 */
export type PaymentProviders = {
  get(name: string): PaymentProvider | undefined;
  /** Configured names, the default first (what the catalogue offers). */
  names: PaymentProviderName[];
  /** The provider an order uses when the client names none, if any is configured. */
  defaultName: PaymentProviderName | undefined;
  sandbox: SandboxProvider | undefined;
};

export function createPaymentProviders(config: PaymentsConfig, deps: { now: () => Date; adapters?: PaymentProvider[] }): PaymentProviders {
  const byName = new Map<PaymentProviderName, PaymentProvider>();
  const sandbox = config.sandbox ? createSandboxProvider({ secret: config.sandboxSecret, now: deps.now }) : undefined;
  for (const adapter of deps.adapters ?? []) byName.set(adapter.name, adapter);
  if (sandbox) byName.set("sandbox", sandbox);
  const configured = [...byName.keys()];
  const defaultName = config.defaultProvider && byName.has(config.defaultProvider) ? config.defaultProvider : configured[0];
  const names = defaultName ? [defaultName, ...configured.filter((name) => name !== defaultName)] : [];
  return {
    get: (name) => byName.get(name as PaymentProviderName),
    names,
    defaultName,
    sandbox,
  };
}
