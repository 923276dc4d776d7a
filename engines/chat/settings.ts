import type { TrackingSettings } from './tracking';

/** What the island needs; texts it shows are already in the markup. */
export interface ChatRuntimeSettings {
  phone: string;
  messageSend: string;
  messageHash: string;
  buttonDelay: number;
  messageDelay: number;
  messageViews: number;
  messageBadge: boolean;
  mobileOnly: boolean;
  whatsappWeb: boolean;
  qr: boolean;
  optin: boolean;
  /** Template values; {URL} and {HREF} come from the browser so cached pages stay shared. */
  site: string;
  home: string;
  title: string;
  tracking: TrackingSettings;
}
