-- Users: the spec's user entity (01 section 3, 02 section 3). Balances live here as a cached
-- value; the credits work adds the append-only ledger that explains every change to them.
CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  email         text UNIQUE,
  name          text NOT NULL DEFAULT '',
  mobile        text UNIQUE,
  avatar        text NOT NULL DEFAULT '',
  ai_credits    integer NOT NULL DEFAULT 0 CHECK (ai_credits >= 0),
  credits       integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  free_credits  integer NOT NULL DEFAULT 0 CHECK (free_credits >= 0),
  vip           boolean NOT NULL DEFAULT false,
  super_vip     boolean NOT NULL DEFAULT false,
  vip_ends_at   timestamptz,
  is_admin      boolean NOT NULL DEFAULT false,
  designer_type integer NOT NULL DEFAULT 0,
  stripe_merchant smallint NOT NULL DEFAULT 0,
  blacklisted_at timestamptz,
  language      text NOT NULL DEFAULT 'zh' CHECK (language IN ('en', 'zh')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
