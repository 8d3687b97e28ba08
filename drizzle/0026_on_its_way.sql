CREATE TABLE "lounge_departures" (
	"lounge_id" uuid NOT NULL,
	"day" text NOT NULL,
	"departed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"departed_by" uuid,
	CONSTRAINT "lounge_departures_lounge_id_day_pk" PRIMARY KEY("lounge_id","day"),
	CONSTRAINT "lounge_departures_day_check" CHECK ("lounge_departures"."day" in ('Thursday', 'Friday', 'Saturday'))
);
--> statement-breakpoint
ALTER TABLE "push_messages" DROP CONSTRAINT "push_messages_kind_check";--> statement-breakpoint
ALTER TABLE "lounge_departures" ADD CONSTRAINT "lounge_departures_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_departures" ADD CONSTRAINT "lounge_departures_departed_by_profiles_id_fk" FOREIGN KEY ("departed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_kind_check" CHECK ("push_messages"."kind" in ('new_orders', 'order_delivered', 'order_on_way', 'reminder'));