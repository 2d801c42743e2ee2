-- The sign-in throttle's rows now name what they count by a keyed hash (areas/auth/throttle.ts):
-- the rows written before held e-mail and client addresses in the clear. Every row here is such
-- a row, so all go; the counters start afresh, and an account's known addresses are learnt again
-- at its next sign-in.
DELETE FROM "sign_in_throttle";
