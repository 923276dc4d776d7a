import { describe, expect, it } from 'vitest';
import { createExpiringStore } from '../expiring-store';
import { fakeTimers } from '../testing/fake-timers';
import { urlTriggerDelay } from './load-timing';
import { createChat, seenHashesKey, viewsKey, type ChatEffect, type ChatSettings } from './machine';
import { memoryStorage } from '../testing/memory-storage';

const defaults: ChatSettings = {
  buttonDelay: 3,
  messageDelay: 10,
  messageViews: 1,
  messageBadge: false,
  messageHash: 'abc',
  optin: false,
};

function setup(
  overrides: Partial<ChatSettings> = {},
  env: { mobile?: boolean; hash?: string; search?: string; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const clock = fakeTimers();
  let now = 0;
  const advance = (ms: number) => {
    now += ms;
    clock.advance(ms);
  };
  const storage = env.storage ?? memoryStorage();
  const effects: ChatEffect[] = [];
  const chat = createChat(
    { ...defaults, ...overrides },
    {
      timers: clock.timers,
      now: () => now,
      store: createExpiringStore(storage, () => now),
      mobile: env.mobile ?? false,
      urlDelay: urlTriggerDelay(env.hash ?? '', env.search ?? ''),
    },
    (e) => effects.push(e),
  );
  chat.start();
  return { chat, effects, advance, storage, types: () => effects.map((e) => e.type) };
}

describe('showing the button', () => {
  it('shows the button after button_delay, not before', () => {
    const { advance, types } = setup();
    advance(2999);
    expect(types()).toEqual([]);
    advance(1);
    expect(types()).toEqual(['show-button']);
  });

  it('shows a tooltip while the call to action is unseen and cannot auto-open', () => {
    const { advance, effects } = setup({ messageViews: 3 });
    advance(3000);
    expect(effects[0]).toEqual({ type: 'show-button', tooltip: true });
  });
});

describe('automatic opening', () => {
  it('opens the chatbox at button_delay + message_delay once the page-view count is reached', () => {
    const { advance, effects } = setup();
    advance(12999);
    expect(effects.map((e) => e.type)).toEqual(['show-button']);
    advance(1);
    expect(effects.at(-1)).toEqual({ type: 'open-chatbox', trigger: 'auto' });
  });

  it('waits for enough page views, counting one per page', () => {
    const storage = memoryStorage();
    const first = setup({ messageViews: 2 }, { storage });
    first.advance(20000);
    expect(first.types()).toEqual(['show-button']);
    const second = setup({ messageViews: 2 }, { storage });
    second.advance(13000);
    expect(second.types()).toEqual(['show-button', 'open-chatbox']);
    expect(JSON.parse(storage.data.get(viewsKey)!).v).toBe(2);
  });

  it('shows a badge instead when configured', () => {
    const { advance, types } = setup({ messageBadge: true });
    advance(13000);
    expect(types()).toEqual(['show-button', 'badge']);
  });

  it('never auto-opens a call to action the visitor has seen, even after a reload', () => {
    const storage = memoryStorage();
    const first = setup({}, { storage });
    first.advance(3000);
    first.chat.clickButton();
    first.chat.close();
    expect(JSON.parse(storage.data.get(seenHashesKey)!).v).toEqual(['abc']);
    const again = setup({}, { storage });
    again.advance(60000);
    expect(again.types()).toEqual(['show-button']);
  });

  it('is cancelled by an earlier open', () => {
    const { chat, advance, types } = setup();
    advance(4000);
    chat.clickButton();
    chat.close();
    advance(20000);
    expect(types()).toEqual(['show-button', 'open-chatbox', 'close-chatbox']);
  });

  it('never happens with a negative message_delay', () => {
    const { advance, types } = setup({ messageDelay: -1 });
    advance(60000);
    expect(types()).toEqual(['show-button']);
  });
});

describe('opening by hand', () => {
  it('opens the chatbox after 1500 ms of hover on desktop, and not on mobile', () => {
    const desktop = setup();
    desktop.advance(3000);
    desktop.chat.hoverStart();
    desktop.advance(1499);
    expect(desktop.chat.isOpen()).toBe(false);
    desktop.advance(1);
    expect(desktop.effects.at(-1)).toEqual({ type: 'open-chatbox', trigger: 'hover' });
    const mobile = setup({}, { mobile: true });
    mobile.chat.hoverStart();
    mobile.advance(5000);
    expect(mobile.chat.isOpen()).toBe(false);
  });

  it('cancels the hover open when the pointer leaves', () => {
    const { chat, advance } = setup();
    chat.hoverStart();
    advance(1000);
    chat.hoverEnd();
    advance(1000);
    expect(chat.isOpen()).toBe(false);
  });

  it('ignores a second open within 600 ms of the chatbox showing', () => {
    const { chat, advance, types } = setup();
    chat.clickButton();
    advance(599);
    chat.clickContact();
    expect(types()).not.toContain('open-app');
    advance(1);
    chat.clickContact();
    expect(types().filter((t) => t === 'open-app')).toHaveLength(1);
  });

  it('goes straight to the app when there is no call to action, and for direct triggers', () => {
    const none = setup({ messageHash: '' });
    none.chat.clickButton();
    expect(none.effects).toEqual([{ type: 'open-app', trigger: 'button' }]);
    const direct = setup();
    direct.chat.trigger(true);
    expect(direct.effects).toEqual([{ type: 'open-app', trigger: 'trigger' }]);
  });

  it('shows the chatbox instead of the app until the opt-in box is ticked', () => {
    const { chat, advance, types } = setup({ optin: true });
    chat.trigger(true);
    expect(types()).toEqual(['open-chatbox']);
    advance(700);
    chat.clickContact();
    expect(types()).toEqual(['open-chatbox']);
    chat.setOptin(true);
    chat.clickContact();
    expect(types()).toEqual(['open-chatbox', 'open-app']);
  });
});

describe('URL triggers', () => {
  it('reads #joinchat and ?joinchat=N', () => {
    expect(urlTriggerDelay('#joinchat', '')).toBe(0);
    expect(urlTriggerDelay('', '?joinchat=5')).toBe(5000);
    expect(urlTriggerDelay('', '?joinchat')).toBe(0);
    expect(urlTriggerDelay('#other', '?x=1')).toBeNull();
  });

  it('shows the button at N seconds and opens the chatbox 700 ms later', () => {
    const { advance, effects } = setup({}, { search: '?joinchat=5' });
    advance(4999);
    expect(effects).toEqual([]);
    advance(1);
    expect(effects.map((e) => e.type)).toEqual(['show-button']);
    advance(699);
    expect(effects).toHaveLength(1);
    advance(1);
    expect(effects.at(-1)).toEqual({ type: 'open-chatbox', trigger: 'url' });
  });
});

describe('mobile text fields', () => {
  it('hides the button 200 ms after a text field takes focus and shows it when focus leaves', () => {
    const { chat, advance, types } = setup({}, { mobile: true });
    advance(3000);
    chat.inputFocus(true);
    advance(199);
    expect(types()).toEqual(['show-button']);
    advance(1);
    expect(types()).toEqual(['show-button', 'hide-button']);
    chat.inputFocus(false);
    advance(200);
    expect(types()).toEqual(['show-button', 'hide-button', 'show-button']);
  });

  it('closes an open chatbox first and hides the button 400 ms after', () => {
    const { chat, advance, types } = setup({}, { mobile: true });
    chat.clickButton();
    chat.inputFocus(true);
    advance(200);
    expect(types()).toEqual(['open-chatbox', 'close-chatbox']);
    advance(400);
    expect(types()).toEqual(['open-chatbox', 'close-chatbox', 'hide-button']);
  });
});
