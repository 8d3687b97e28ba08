ALTER TABLE "profiles" DROP CONSTRAINT "profiles_status_check";--> statement-breakpoint
ALTER TABLE "token_ledger" DROP CONSTRAINT "token_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_deleted_holds_nothing" CHECK ("profiles"."status" <> 'deleted' or "profiles"."token_balance" = 0);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_status_check" CHECK ("profiles"."status" in ('active', 'inactive', 'deleted'));--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_kind_check" CHECK ("token_ledger"."kind" in ('lounge_grant', 'purchase', 'order', 'refund', 'admin_adjustment', 'manual_order', 'order_change', 'forfeit'));--> statement-breakpoint
-- hand-written:
-- The security log stays append-only, with one exception: erasing a deleted guest's personal data from their
-- events (docs/decisions/041). An UPDATE passes only if it sets e-mail, address and detail to NULL and leaves
-- every other column as it was; DELETE and TRUNCATE are refused as before.
CREATE OR REPLACE FUNCTION security_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.email IS NULL AND NEW.ip_address IS NULL AND NEW.detail IS NULL
     AND NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id
     AND NEW.instance = OLD.instance AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'security_events is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
