-- The token ledger is append-only: no UPDATE or DELETE may ever touch it (DESIGN §4).
CREATE FUNCTION token_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'token_ledger is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER token_ledger_append_only
  BEFORE UPDATE OR DELETE ON token_ledger
  FOR EACH ROW EXECUTE FUNCTION token_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER token_ledger_no_truncate
  BEFORE TRUNCATE ON token_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION token_ledger_refuse_change();
--> statement-breakpoint
-- The spec's defaults (SPEC §1, §9); admins change them at /admin/settings.
INSERT INTO shop_settings (id, preorder_deadline, contact_email, token_packages) VALUES (
  1,
  '2025-09-17T20:00:00+02:00',
  'lounge@festival.example',
  '[{"id":"tokens-25","tokens":25,"priceChf":275,"popular":false},{"id":"tokens-50","tokens":50,"priceChf":500,"popular":true},{"id":"tokens-100","tokens":100,"priceChf":950,"popular":false}]'
);
