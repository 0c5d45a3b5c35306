-- Payments and commerce (issue 16): orders with their history, provider events seen (a replayed
-- webhook finds its row and does nothing), what a paid order unlocks, Pro subscriptions and coupons.
-- Amounts are minor units (cents, fen) in the order's currency.
CREATE TABLE orders (
  id                text PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id),
  -- The catalogue product id ('credits-300', 'pro-monthly', 'package-basic', 'download-poster', 'designer-fix').
  product           text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('credits', 'pro', 'package', 'download', 'designer')),
  -- What the buyer pays after the coupon, and the catalogue price before it.
  amount            integer NOT NULL CHECK (amount >= 0),
  list_amount       integer NOT NULL CHECK (list_amount >= 0),
  currency          text NOT NULL CHECK (currency IN ('USD', 'CNY')),
  coupon            text,
  provider          text NOT NULL,
  -- The provider's payment id (PaymentIntent, PayPal order, WeChat out_trade_no ...), once known.
  provider_ref      text,
  state             text NOT NULL DEFAULT 'created'
                    CHECK (state IN ('created', 'pending', 'paid', 'fulfilled', 'failed', 'refunded')),
  -- The logo a package or per-download item is for ('task:{taskId}:{index}' for AI results).
  design_id         text,
  -- Product facts frozen at order time (credits of a pack, package level, the level upgraded from,
  -- the designer request text, add-ons), so a later catalogue change never changes a past order.
  details           jsonb NOT NULL DEFAULT '{}'::jsonb,
  failure           text,
  -- A refund takes back at most the current balance: what it took and what it could not.
  refund_taken      integer,
  refund_shortfall  integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz,
  fulfilled_at      timestamptz,
  refunded_at       timestamptz,
  UNIQUE (provider, provider_ref)
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_state_idx ON orders (state, created_at DESC);
CREATE INDEX orders_design_idx ON orders (design_id) WHERE design_id IS NOT NULL;

-- Every state change of an order, with its time and why (the admin's order history).
CREATE TABLE order_events (
  id          bigserial PRIMARY KEY,
  order_id    text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  state       text NOT NULL,
  note        text NOT NULL DEFAULT '',
  actor_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Provider notifications already handled, keyed by the provider's own event or payment id: the
-- same webhook delivered three times inserts once, and only the first delivery acts.
CREATE TABLE payment_events (
  provider     text NOT NULL,
  event_id     text NOT NULL,
  order_id     text REFERENCES orders (id) ON DELETE SET NULL,
  kind         text NOT NULL DEFAULT '',
  received_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- What a paid order unlocks for one logo: a package level ('package:basic') or a per-download
-- item ('download:poster'). One row per order, so refunding an upgrade withdraws only that order's
-- level and leaves the package bought before it.
CREATE TABLE design_unlocks (
  order_id    text PRIMARY KEY REFERENCES orders (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  design_id   text NOT NULL,
  unlock      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);
CREATE INDEX design_unlocks_design_idx ON design_unlocks (design_id, user_id);

-- Pro bought through a provider: the period it is paid for and whether it renews.
CREATE TABLE subscriptions (
  user_id               bigint PRIMARY KEY REFERENCES users (id),
  provider              text NOT NULL,
  provider_ref          text,
  status                text NOT NULL CHECK (status IN ('active', 'canceled', 'expired')),
  current_period_end    timestamptz NOT NULL,
  cancel_at_period_end  boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- Coupons (spec 03 section 5): admin codes now, affiliate codes later (owner_id). Codes compare
-- case-insensitively; usage counts once per paid order.
CREATE TABLE coupons (
  code                   text PRIMARY KEY,
  percent_off            integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  return_customers_only  boolean NOT NULL DEFAULT false,
  owner_id               bigint REFERENCES users (id) ON DELETE SET NULL,
  max_uses               integer,
  uses                   integer NOT NULL DEFAULT 0,
  active                 boolean NOT NULL DEFAULT true,
  expires_at             timestamptz,
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coupons_code_lower_idx ON coupons (lower(code));

CREATE TABLE coupon_redemptions (
  order_id    text PRIMARY KEY REFERENCES orders (id),
  code        text NOT NULL REFERENCES coupons (code),
  user_id     bigint NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
