-- Issue #5: the pharmacy directory (spec part 1 §3 Pharmacy, part 2 §3 servicesOffered and
-- pharmacyOpeningTimes) and the search by location. Mirrored by api/src/db/schema.ts.

-- The names of the services the pharmacy offers, in the order they are shown.
ALTER TABLE pharmacies ADD COLUMN services_offered jsonb NOT NULL DEFAULT '[]'::jsonb
  CHECK (jsonb_typeof(services_offered) = 'array');

-- Opening periods per weekday: all seven keys, each a list of { "from": "HH:mm", "to": "HH:mm" }; an empty
-- list is a closed day. Existing pharmacies start closed every day until the seed or an operator sets them.
ALTER TABLE pharmacies ADD COLUMN opening_times jsonb NOT NULL
  DEFAULT '{"monday":[],"tuesday":[],"wednesday":[],"thursday":[],"friday":[],"saturday":[],"sunday":[]}'::jsonb
  CHECK (
    jsonb_typeof(opening_times) = 'object'
    AND opening_times ?& ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
  );

-- Pharmacies by location first narrows to a latitude band, then sorts by distance.
CREATE INDEX pharmacies_latitude_idx ON pharmacies (latitude);
