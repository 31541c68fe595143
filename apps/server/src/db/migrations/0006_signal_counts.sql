CREATE TABLE "signal_counts" (
	"app" text NOT NULL,
	"signal_type" text NOT NULL,
	"status" text NOT NULL,
	"soft_delete" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "signal_counts_app_signal_type_status_soft_delete_pk" PRIMARY KEY("app","signal_type","status","soft_delete")
);
