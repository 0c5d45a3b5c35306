-- The affiliate programme (issue 23; spec 03 sections 5 and 9). Amounts are minor units (cents,
-- fen) in the site's currency. Every balance move is one conditional UPDATE of the partner row plus
-- one affiliate_ledger row whose (partner_id, key) is unique, so a retry or a concurrent twin moves
-- nothing (the credit ledger's rule).
CREATE TABLE affiliate_partners (
  user_id       bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  -- The affiliate coupon the partner picked (a row of coupons, owner_id = user_id); also the ?ref= code.
  code          text UNIQUE,
  -- The affiliate form as sent (account, name, idNumber, email, channel).
  application   jsonb NOT NULL DEFAULT '{}'::jsonb,
  currency      text NOT NULL CHECK (currency IN ('USD', 'CNY')),
  pending       bigint NOT NULL DEFAULT 0 CHECK (pending >= 0),
  available     bigint NOT NULL DEFAULT 0 CHECK (available >= 0),
  withdrawn     bigint NOT NULL DEFAULT 0 CHECK (withdrawn >= 0),
  reject_reason text,
  decided_by    bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_partners_code_lower_idx ON affiliate_partners (lower(code));
CREATE INDEX affiliate_partners_state_idx ON affiliate_partners (state, created_at DESC);

-- Every move of a partner's money with the balances after it.
CREATE TABLE affiliate_ledger (
  id              bigserial PRIMARY KEY,
  partner_id      bigint NOT NULL REFERENCES affiliate_partners (user_id) ON DELETE CASCADE,
  -- reward (pending +), mature (pending -> available), reverse (pending -), withdraw (available -> withdrawn),
  -- withdraw-reject (withdrawn -> available), withdraw-paid (no move: the payout happened).
  event           text NOT NULL CHECK (event IN ('reward', 'mature', 'reverse', 'withdraw', 'withdraw-reject', 'withdraw-paid')),
  amount          bigint NOT NULL CHECK (amount >= 0),
  order_id        text,
  withdrawal_id   bigint,
  key             text NOT NULL,
  pending_after   bigint NOT NULL,
  available_after bigint NOT NULL,
  withdrawn_after bigint NOT NULL,
  actor_id        bigint REFERENCES users (id) ON DELETE SET NULL,
  note            text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (partner_id, key)
);
CREATE INDEX affiliate_ledger_partner_idx ON affiliate_ledger (partner_id, id DESC);

-- One reward per paid order, at most: pending until available_at (the refund window), then available,
-- or reversed once when the order is refunded before it.
CREATE TABLE affiliate_rewards (
  order_id      text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  partner_id    bigint NOT NULL REFERENCES affiliate_partners (user_id) ON DELETE CASCADE,
  buyer_id      bigint REFERENCES users (id) ON DELETE SET NULL,
  product       text NOT NULL,
  -- 'coupon' (the buyer typed the partner's code) or 'link' (the ?ref= click).
  source        text NOT NULL CHECK (source IN ('coupon', 'link')),
  amount        bigint NOT NULL CHECK (amount > 0),
  currency      text NOT NULL CHECK (currency IN ('USD', 'CNY')),
  state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'available', 'reversed')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  available_at  timestamptz NOT NULL,
  settled_at    timestamptz
);
CREATE INDEX affiliate_rewards_partner_idx ON affiliate_rewards (partner_id, created_at);
CREATE INDEX affiliate_rewards_due_idx ON affiliate_rewards (available_at) WHERE state = 'pending';

-- Withdrawal requests: the money leaves available when asked; paid, or rejected (back to available once).
CREATE TABLE affiliate_withdrawals (
  id            bigserial PRIMARY KEY,
  partner_id    bigint NOT NULL REFERENCES affiliate_partners (user_id) ON DELETE CASCADE,
  -- The client's key for this request: a retried request finds its first answer.
  request_key   text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  fee           bigint NOT NULL CHECK (fee >= 0),
  currency      text NOT NULL CHECK (currency IN ('USD', 'CNY')),
  state         text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'paid', 'rejected')),
  message       text NOT NULL DEFAULT '',
  reason        text,
  decided_by    bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (partner_id, request_key)
);
CREATE INDEX affiliate_withdrawals_state_idx ON affiliate_withdrawals (state, created_at DESC);

-- Tracking-link clicks: one per partner, day and visitor (a keyed digest of the browser), so reloads do not count.
CREATE TABLE affiliate_clicks (
  partner_id  bigint NOT NULL REFERENCES affiliate_partners (user_id) ON DELETE CASCADE,
  day         date NOT NULL,
  visitor     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner_id, day, visitor)
);

-- The buyer's last tracking-link click (last click wins), and whether the account was made after it (a sign-up).
CREATE TABLE affiliate_referrals (
  user_id     bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  partner_id  bigint NOT NULL REFERENCES affiliate_partners (user_id) ON DELETE CASCADE,
  clicked_at  timestamptz NOT NULL,
  signed_up   boolean NOT NULL DEFAULT false,
  signed_up_at timestamptz
);
CREATE INDEX affiliate_referrals_partner_idx ON affiliate_referrals (partner_id);
