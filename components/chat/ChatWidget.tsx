import type { CSSProperties } from 'react';
import type { ChatView } from '../../data/get-chat';
import { messageHash } from '../../engines/chat/hash';
import { whatsappLink } from '../../engines/chat/whatsapp';
import { parseBubbles, wordCount, type Bubble, type Span } from '../../engines/chat/format';
import type { ChatRuntimeSettings } from '../../engines/chat/settings';
import { chatText } from '../../messages/he';

export interface ChatPage {
  site: string;
  home: string;
  title: string;
}

/**
 * The floating WhatsApp button, rendered by the server and hidden until its island shows it. Every
 * owner text goes through React as text: none of it is ever HTML.
 */
export function ChatWidget({ chat, page }: { chat: ChatView; page: ChatPage }) {
  const bubbles = parseBubbles(chat.message);
  const hasCta = bubbles.length > 0;
  const optin = chat.optinText !== '';
  const settings: ChatRuntimeSettings = {
    phone: chat.phone,
    messageSend: chat.messageSend,
    messageHash: hasCta ? messageHash(chat.message) : '',
    buttonDelay: chat.buttonDelay,
    messageDelay: chat.messageDelay,
    messageViews: chat.messageViews,
    messageBadge: chat.messageBadge,
    mobileOnly: chat.mobileOnly,
    whatsappWeb: chat.whatsappWeb,
    qr: chat.qr,
    optin: optin && chat.optinCheck,
    site: page.site,
    home: page.home,
    title: page.title,
    tracking: chat.tracking,
  };
  const side = chat.position === 'left' ? 'end' : 'start';
  const style = { '--chat-color': chat.color } as CSSProperties;
  const buttonName = hasCta ? chatText.openChatbox : `${chatText.openApp} ${chatText.newWindow}`;
  return (
    <div className={`chat chat--${side}`} style={style} data-chat data-settings={JSON.stringify(settings)} hidden>
      <button
        type="button"
        className="chat__button"
        aria-expanded={hasCta ? false : undefined}
        aria-controls={hasCta ? 'chat-box' : undefined}
        data-chat-button
      >
        <WhatsAppIcon />
        <span className="visually-hidden" data-chat-name>
          {chat.buttonTip ? `${chat.buttonTip} – ${buttonName}` : buttonName}
        </span>
        {chat.messageBadge && (
          <span className="chat__badge" data-chat-badge hidden>
            <span aria-hidden="true">1</span>
            <span className="visually-hidden">{chatText.newMessage}</span>
          </span>
        )}
        {chat.buttonTip && (
          <span className="chat__tooltip" aria-hidden="true">
            {chat.buttonTip}
          </span>
        )}
      </button>
      {!hasCta && chat.qr && <QrSlot />}
      {hasCta && (
        <section
          className="chat__box"
          id="chat-box"
          role="dialog"
          aria-modal="false"
          aria-labelledby="chat-title"
          tabIndex={-1}
          data-chat-box
          hidden
        >
          <header className="chat__header">
            <h2 className="chat__title" id="chat-title">
              {chatText.title(page.site)}
            </h2>
            <button type="button" className="chat__close" data-chat-close>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{chatText.close}</span>
            </button>
          </header>
          <div className="chat__messages" aria-live="polite" data-chat-messages>
            {bubbles.map((bubble, i) => (
              <BubbleView key={i} bubble={bubble} />
            ))}
          </div>
          {optin && (
            <div className="chat__optin">
              {chat.optinCheck && (
                <input type="checkbox" id="chat-optin" aria-describedby="chat-optin-needed" data-chat-optin />
              )}
              <label htmlFor={chat.optinCheck ? 'chat-optin' : undefined}>
                <Spans spans={parseBubbles(chat.optinText).flatMap(lineSpans)} />
              </label>
              {chat.optinCheck && (
                <p className="chat__optin-needed" id="chat-optin-needed" data-chat-optin-needed hidden>
                  {chatText.optinNeeded}
                </p>
              )}
            </div>
          )}
          <a
            className="chat__open"
            href={whatsappLink(chat.phone, '', { web: false, mobile: true })}
            target="_blank"
            rel="noopener"
            data-chat-open
          >
            <WhatsAppIcon />
            <span>{chat.messageStart}</span>
            <span className="visually-hidden"> {chatText.newWindow}</span>
          </a>
          {chat.qr && <QrSlot />}
        </section>
      )}
    </div>
  );
}

function BubbleView({ bubble }: { bubble: Bubble }) {
  return (
    <div className={bubble.note ? 'chat__bubble chat__bubble--note' : 'chat__bubble'} data-words={wordCount(bubble)}>
      {bubble.lines.map((line, i) =>
        line === 'rule' ? (
          <hr key={i} />
        ) : (
          <p key={i}>
            <Spans spans={line} />
          </p>
        ),
      )}
    </div>
  );
}

const lineSpans = (b: Bubble): Span[] => b.lines.flatMap((l, i) => (l === 'rule' ? [] : i ? [{ text: ' ' }, ...l] : l));

function Spans({ spans }: { spans: Span[] }) {
  return spans.map((s, i) => {
    if (s.href) {
      const external = !s.href.startsWith('/');
      return (
        <a key={i} href={s.href} {...(external ? { target: '_blank', rel: 'nofollow noopener' } : {})}>
          {s.text}
        </a>
      );
    }
    switch (s.mark) {
      case 'bold':
        return <strong key={i}>{s.text}</strong>;
      case 'italic':
        return <em key={i}>{s.text}</em>;
      case 'strike':
        return <s key={i}>{s.text}</s>;
      case 'code':
        return <code key={i}>{s.text}</code>;
      default:
        return s.text;
    }
  });
}

/** Filled in the browser, on desktop, the first time it would show (its code loads only then). */
function QrSlot() {
  return (
    <div className="chat__qr" data-chat-qr aria-hidden="true">
      <p>{chatText.qrCaption}</p>
    </div>
  );
}

function WhatsAppIcon() {
  return (
    <svg className="chat__icon" aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="28" height="28">
      <path
        fill="currentColor"
        d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.1-.6-5.9-1.7l-.4-.2-3.8 1.2 1.2-3.7-.3-.4a10.4 10.4 0 0 1-1.7-5.8C5.1 9.9 10 5.2 16 5.2s10.9 4.7 10.9 10.6S22 26.4 16 26.4zm6-7.9c-.3-.2-1.9-1-2.2-1.1-.3-.1-.5-.2-.7.2-.2.3-.8 1-1 1.2-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6.3-.5c.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.4 1.4.6 1.9.7.8.3 1.5.2 2.1.1.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.1-.3-.2-.6-.4z"
      />
    </svg>
  );
}
