// Table shapes of telemetry (Kysely): sessions and their events (shared-surfaces section 3).

export interface FtSessionsTable {
  uuid: string;
  epoch: string;
  tracker_uuid: string;
  context: string;
  created_at: string;
  /** The device as the page reported it (0022); null when it did not say. */
  lib_version: string | null;
  app_version: string | null;
  referrer: string | null;
  screen_width: number | null;
  screen_height: number | null;
  window_width: number | null;
  window_height: number | null;
}

export interface FtEventsTable {
  uuid: string;
  context: string;
  domain: string;
  page_path: string;
  /** JSON text */
  query_params: string | null;
  event: string;
  event_type: string;
  product_type: string | null;
  session_uuid: string;
  session_epoch: string;
  tracker_uuid: string;
  identity_uuid: string | null;
  application_uuid: string | null;
  /** JSON text */
  event_properties: string | null;
  /** 0/1 */
  dont_dedupe: number;
  dedupe_property: string | null;
  created_at: string;
  /** Arrival order within a millisecond (0006); null for events recorded before it. */
  seq: number | null;
}
