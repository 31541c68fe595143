-- The numbers of readable signal ids (SHIFT-000123) come from one sequence per app: sequences hand
-- out numbers without row locks, so parallel creations never queue for a counter. A creation that
-- rolls back leaves a gap in the numbers.
CREATE SEQUENCE signal_number_shift;--> statement-breakpoint
CREATE SEQUENCE signal_number_nfx;--> statement-breakpoint
CREATE SEQUENCE signal_number_mira;--> statement-breakpoint
CREATE SEQUENCE signal_number_relic;--> statement-breakpoint
CREATE SEQUENCE signal_number_titan;--> statement-breakpoint
CREATE SEQUENCE signal_number_external;--> statement-breakpoint
CREATE SEQUENCE signal_number_externalfx;--> statement-breakpoint
CREATE SEQUENCE signal_number_externalindices;--> statement-breakpoint
CREATE SEQUENCE signal_number_externalsynthetic;--> statement-breakpoint
SELECT setval('signal_number_' || lower(app), last) FROM signal_counters WHERE last > 0;--> statement-breakpoint
DROP TABLE "signal_counters" CASCADE;
