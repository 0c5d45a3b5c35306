import { currencyOf } from "@studio/domain";
import type { Config } from "../config";
import { affiliateConfigFrom } from "../modules/affiliate/affiliate.config";
import { createAffiliateRepository } from "../modules/affiliate/affiliate.repository";
import { createAffiliateService, type AffiliateService } from "../modules/affiliate/affiliate.service";
import { countOrderMoves } from "../modules/metrics/payment-metrics";
import { createAdminOrdersRepository } from "../modules/payments/admin-orders.repository";
import { createAdminOrdersService, type AdminOrdersService } from "../modules/payments/admin-orders.service";
import { createCouponsRepository } from "../modules/payments/coupons.repository";
import { createCouponsService, type CouponsService } from "../modules/payments/coupons.service";
import { createFulfilment } from "../modules/payments/order-fulfilment";
import { createOrdersRepository } from "../modules/payments/orders.repository";
import { catalogueOf, createOrdersService, type OrdersService } from "../modules/payments/orders.service";
import { paymentAdaptersFor } from "../modules/payments/payment-adapters";
import { createPaymentProviders, type PaymentProviders } from "../modules/payments/payment-providers";
import { createRefundsRepository } from "../modules/payments/refunds.repository";
import { createRefundsService, type RefundsService } from "../modules/payments/refunds.service";
import { settleSandboxSubscriptions } from "../modules/payments/subscription-sweep";
import type { Accounts } from "./accounts.services";
import type { AppDeps } from "./app-deps";
import type { Platform } from "./platform.services";

/** Payments: orders, coupons, the vendors, fulfilment, refunds, the admin's orders and the affiliate programme. */
export type PaymentServices = {
  /** The affiliate programme: partners, tracking, rewards, the partner ledger and withdrawals (docs/affiliate.md). */
  affiliate: AffiliateService;
  /** Orders, the record check, provider notifications and fulfilment (modules/payments). */
  orders: OrdersService;
  coupons: CouponsService;
  paymentProviders: PaymentProviders;
  /** The sandbox's own renewals and expiries of Pro (a worker job). */
  settleSubscriptions(): Promise<number>;
  /** Admin orders search, revenue, buyers' invoices and receipt PDFs (issue 16). */
  adminOrders: AdminOrdersService;
  /** Admin refunds: exactly once, credits back up to the balance, unlocks withdrawn, Pro ended. */
  refunds: RefundsService;
};

export function createPayments(config: Config, deps: AppDeps, platform: Platform, accounts: Accounts): PaymentServices {
  const { db, now, vendorLog } = platform;
  const { metrics, urlSigner } = platform.services;
  const { credits, mailer, contact } = accounts.services;
  const ordersRepository = countOrderMoves(createOrdersRepository(db), metrics);
  const couponsRepository = createCouponsRepository(db);
  // Vendors with keys (STRIPE_*, PAYPAL_*, WECHATPAY_*, ALIPAY_*) beside the sandbox; tests may pass their own.
  const paymentProviders = createPaymentProviders(config.payments, {
    now,
    adapters: deps.paymentAdapters ?? paymentAdaptersFor(config, { log: vendorLog, now }),
  });
  const coupons = createCouponsService({ repository: couponsRepository, hasPaidOrder: (userId) => ordersRepository.hasPaidOrder(userId), now });
  // The affiliate programme: rewarded inside the fulfilment's transaction, reversed inside the refund's.
  const affiliateConfig =
    config.affiliate && config.affiliate.currency === currencyOf(config.siteVariant) ? config.affiliate : affiliateConfigFrom({}, config.siteVariant);
  const affiliate = createAffiliateService({
    repository: createAffiliateRepository(db),
    coupons,
    config: affiliateConfig,
    linkBase: config.linkBase,
    digest: urlSigner.digest,
    now: deps.now,
    log: vendorLog,
    notifyWithdrawal: (partner, withdrawal) =>
      contact.send(
        "contact",
        {
          name: partner.name,
          email: partner.email,
          subject: `Affiliate withdrawal ${withdrawal.id}`,
          message: `${(withdrawal.amount / 100).toFixed(2)} ${withdrawal.currency} (fee ${(withdrawal.fee / 100).toFixed(2)}), user ${partner.userId}.\n${withdrawal.message}`,
          withdrawRequest: true,
        },
        { ip: "", userId: partner.userId, trusted: true },
      ),
  });
  // Refunds come before the fulfilment, which reverses provider-reported refunds through them
  // (they need only the orders' SQL and the provider registry: a plain order, no late binding).
  const adminOrdersRepository = createAdminOrdersRepository(db);
  const refunds = createRefundsService({
    repository: createRefundsRepository(db),
    orders: adminOrdersRepository,
    provider: paymentProviders.get,
    siteVariant: config.siteVariant,
    now: deps.now,
    log: vendorLog,
    onRefunded: (order) => metrics.paymentMoved(order.provider, "refunded"),
    inRefund: affiliate.reverseOrder,
  });
  const fulfilment = createFulfilment({
    repository: ordersRepository,
    coupons: couponsRepository,
    credits,
    mailer,
    contactEmail: config.contactEmail ?? "contact@localhost.localdomain",
    brandPackageCredits: config.payments.brandPackageCredits,
    refunds,
    now,
    log: (msg, details) => console.error(msg, details),
    onFulfilled: affiliate.rewardOrder,
  });
  const orders = createOrdersService({
    repository: ordersRepository,
    providers: paymentProviders,
    coupons,
    fulfilment,
    catalogue: catalogueOf(config.payments.creditPacks, config.credits.proMonthlyCredits),
    offered: deps.productOffered,
    site: config.siteVariant,
    now,
  });
  return {
    affiliate,
    orders,
    coupons,
    paymentProviders,
    settleSubscriptions: () =>
      settleSandboxSubscriptions({ repository: ordersRepository, providers: paymentProviders, handle: orders.handleNotification, now }),
    adminOrders: createAdminOrdersService({
      repository: adminOrdersRepository,
      receipts: config.receipts,
      siteLanguage: config.siteVariant === "cn" ? "zh" : "en",
      timeZone: config.credits.quotaTimeZone,
      now: deps.now,
    }),
    refunds,
  };
}
