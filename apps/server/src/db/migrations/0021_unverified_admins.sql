-- Admin only through a verified address (issue 30): ADMIN_EMAILS used to grant admin at password sign-up, before
-- the address was proved, so whoever registered a listed address first became an admin. Such accounts go back to
-- ordinary ones; a listed address becomes an admin again when its owner opens the verification link.
UPDATE users SET is_admin = false WHERE is_admin AND email_verified_at IS NULL;
