import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail carries (logged instead of sent when no SMTP is configured). */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the mail (with its link) goes to the server log. */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: Pick<FastifyBaseLogger, "info">,
): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ to: mail.to, subject: mail.subject, link: mail.link }, "mail (no SMTP_URL set)");
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
