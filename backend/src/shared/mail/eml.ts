import { randomBytes } from 'node:crypto';
import type { MailAttachment, MailMessage } from './mail-message';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');

/** RFC 2047 encoded word for a non-ASCII header value. */
function encodeHeader(value: string): string {
  const v = oneLine(value);
  return /^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v, 'utf8').toString('base64')}?=`;
}

/** A media type as a header may carry it (`type/subtype`), else the neutral octet stream. */
function mediaType(value: string): string {
  const v = oneLine(value).toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(v) ? v : 'application/octet-stream';
}

/** `filename="…"` for ASCII names, RFC 2231 `filename*=UTF-8''…` otherwise. */
function filenameParam(name: string): string {
  const v = oneLine(name).replace(/["\\]/g, '_');
  return /^[\x20-\x7e]*$/.test(v) ? `filename="${v}"` : `filename*=UTF-8''${encodeURIComponent(v)}`;
}

/** A MIME entity: its Content-* headers and its body, lines joined by CRLF. */
interface Part {
  headers: string[];
  body: string;
}

const render = (p: Part) => `${p.headers.join('\r\n')}\r\n\r\n${p.body}`;

const textPart = (text: string, subtype: 'plain' | 'html'): Part => ({
  headers: [`Content-Type: text/${subtype}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit'],
  body: crlf(text),
});

const attachmentPart = (a: MailAttachment): Part => ({
  headers: [`Content-Type: ${mediaType(a.contentType)}`, 'Content-Transfer-Encoding: base64', `Content-Disposition: attachment; ${filenameParam(a.filename)}`],
  body: a.content.toString('base64').replace(/.{76}(?=.)/g, '$&\r\n'),
});

function multipart(subtype: 'mixed' | 'alternative', parts: Part[]): Part {
  const b = `=_shop_${randomBytes(12).toString('hex')}`;
  return { headers: [`Content-Type: multipart/${subtype}; boundary="${b}"`], body: `${parts.map((p) => `--${b}\r\n${render(p)}\r\n`).join('')}--${b}--` };
}

/** Plain text alone; text and HTML as alternatives; attachments after either in multipart/mixed. */
function content(message: MailMessage): Part {
  const body = message.html === undefined ? textPart(message.text, 'plain') : multipart('alternative', [textPart(message.text, 'plain'), textPart(message.html, 'html')]);
  return message.attachments?.length ? multipart('mixed', [body, ...message.attachments.map(attachmentPart)]) : body;
}

/**
 * An RFC 5322 message as written to the outbox: a plain-text mail is one UTF-8 8bit body (the API tests
 * read it as is); HTML makes it multipart/alternative, attachments multipart/mixed with base64 parts.
 */
export function toEml(message: MailMessage, from: string, now = new Date()): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const body = content(message);
  const headers = [
    `From: ${encodeHeader(from)}`,
    `To: ${oneLine(message.to)}`,
    ...(message.cc?.length ? [`Cc: ${message.cc.map(oneLine).join(', ')}`] : []),
    ...(message.replyTo ? [`Reply-To: ${oneLine(message.replyTo)}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    ...body.headers,
  ];
  return `${render({ headers, body: body.body })}\r\n`;
}
