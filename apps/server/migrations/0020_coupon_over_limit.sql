-- Coupon max_uses under concurrent payments (issue 16): a use is counted by a conditional UPDATE
-- (uses < max_uses), so the count never passes max_uses. An order that was quoted the coupon's
-- price and paid after the last use was taken keeps its price (the buyer already paid it); its
-- redemption is recorded as over the limit, for the admin.
ALTER TABLE coupon_redemptions ADD COLUMN over_limit boolean NOT NULL DEFAULT false;
