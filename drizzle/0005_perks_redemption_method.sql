-- Perks with a link and no code were redeemed by the link.
UPDATE "perks" SET "redemption_method" = 'link' WHERE "redemption_code" IS NULL AND "redemption_url" IS NOT NULL;
