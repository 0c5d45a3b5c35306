-- A Lite key's job is stored before the call is answered, as 'drawing' with its brief and the day it
-- is metered on, and becomes 'pending' (the page in body) once drawn. A process that dies while
-- drawing leaves its lease to lapse, and another process draws the job again (docs/logo-api.md):
-- a job the partner was promised is no longer lost with the process.
ALTER TABLE logo_api_deliveries DROP CONSTRAINT logo_api_deliveries_status_check;
ALTER TABLE logo_api_deliveries ADD CONSTRAINT logo_api_deliveries_status_check CHECK (status IN ('drawing', 'pending', 'delivered', 'failed'));
ALTER TABLE logo_api_deliveries ALTER COLUMN body DROP NOT NULL;
ALTER TABLE logo_api_deliveries ADD COLUMN brief text;
ALTER TABLE logo_api_deliveries ADD COLUMN day date;
ALTER TABLE logo_api_deliveries ADD CONSTRAINT logo_api_deliveries_body_check CHECK (status IN ('drawing', 'failed') OR body IS NOT NULL);
ALTER TABLE logo_api_deliveries ADD CONSTRAINT logo_api_deliveries_brief_check CHECK (status <> 'drawing' OR (brief IS NOT NULL AND day IS NOT NULL));
CREATE INDEX logo_api_deliveries_drawing_idx ON logo_api_deliveries (lease_until) WHERE status = 'drawing';
