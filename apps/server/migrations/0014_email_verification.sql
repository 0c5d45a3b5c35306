-- Accounts (issue 4): e-mail verification of password registrations. Accounts that exist already
-- signed in through their e-mail or a provider, or registered before verification existed: they
-- count as verified. New password registrations start unverified until the e-mailed link is used.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at WHERE email IS NOT NULL;

ALTER TABLE sign_in_challenges DROP CONSTRAINT sign_in_challenges_purpose_check;
ALTER TABLE sign_in_challenges ADD CONSTRAINT sign_in_challenges_purpose_check CHECK (purpose IN ('sign_in', 'password_reset', 'sms_sign_in', 'email_verify'));
