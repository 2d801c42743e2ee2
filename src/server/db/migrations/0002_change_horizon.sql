CREATE TABLE "change_horizon" (
	"id" smallint PRIMARY KEY NOT NULL,
	"pruned_through" bigint NOT NULL
);
