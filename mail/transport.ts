import nodemailer from 'nodemailer';
import { env } from '../config/env';
import { dkimSettings } from './settings';

/** One message as the worker hands it to SMTP. */
export interface SendableMail {
  from: { name: string; address: string };
  to: string;
  cc?: string;
  bcc?: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  date: Date;
}

export interface MailTransport {
  send(mail: SendableMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer from SMTP_URL (DKIM-signed when configured); null without SMTP_URL. Never
 * nodemailer's test account, which would call a host on the internet.
 */
export function smtpTransport(url: string | undefined = env().SMTP_URL): MailTransport | null {
  if (!url) return null;
  const dkim = dkimSettings();
  const transporter = nodemailer.createTransport(url, dkim ? { dkim } : {});
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
    },
    close: () => transporter.close(),
  };
}
