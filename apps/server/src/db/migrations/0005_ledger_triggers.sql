-- Hand-written (issue 15, docs/decisions/015-ledger.md): the ledger's balances are kept by the
-- database. Inserting a transfer moves its amount from the debit account to the credit account in the
-- same statement (an atomic UPDATE, no read-then-write), refusing an account of another currency; the
-- CHECK ledger_accounts_balance_check then refuses any non-world account going negative. Transfers
-- are immutable, and a balance changes only through a transfer.
CREATE OR REPLACE FUNCTION kt_ledger_apply_transfer() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  UPDATE ledger_accounts SET balance = balance - NEW.amount
    WHERE id = NEW.debit_account_id AND currency = NEW.currency;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n <> 1 THEN
    RAISE EXCEPTION 'ledger: debit account % is not a % account', NEW.debit_account_id, NEW.currency
      USING ERRCODE = '23514';
  END IF;
  UPDATE ledger_accounts SET balance = balance + NEW.amount
    WHERE id = NEW.credit_account_id AND currency = NEW.currency;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n <> 1 THEN
    RAISE EXCEPTION 'ledger: credit account % is not a % account', NEW.credit_account_id, NEW.currency
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_apply AFTER INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION kt_ledger_apply_transfer();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kt_ledger_immutable() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: transfers are immutable; record a correcting transfer instead'
    USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION kt_ledger_immutable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kt_ledger_balance_guard() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger: a balance changes only through a transfer' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_balance_guard BEFORE UPDATE OF balance ON ledger_accounts
  FOR EACH ROW WHEN (OLD.balance IS DISTINCT FROM NEW.balance)
  EXECUTE FUNCTION kt_ledger_balance_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_open_at_zero BEFORE INSERT ON ledger_accounts
  FOR EACH ROW WHEN (NEW.balance <> 0)
  EXECUTE FUNCTION kt_ledger_balance_guard();
