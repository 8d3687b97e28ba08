-- Issue 16: order lines placed before stock limits existed get the day of their lounge, so every
-- line's day is known from here on (lines without a lounge, or whose lounge has no day, keep null).
UPDATE "order_items" AS oi SET "day" = l."day" FROM "lounges" AS l WHERE l."id" = oi."lounge_id" AND oi."day" IS NULL;
