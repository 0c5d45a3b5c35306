-- Account deletion (issue 14): the credit ledger is append-only and its rows must stay for
-- accounting, but they reference users ON DELETE CASCADE. So a deleted account keeps its row as a
-- tombstone: identifiers, name, avatar and password cleared, deleted_at set; its uploads, results,
-- exports, image records and sessions are removed.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
