'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { LinkTarget } from '../../cms/endpoints/link-targets';
import { isAddress, kindLabels, linkSearchUrl, readableUrl, readTargets } from './link-query';
import '../shared/visually-hidden.css';
import './link-picker.css';

const searchDelayMs = 250;

type Status = 'idle' | 'loading' | 'empty' | 'failed';

const statusText: Record<Exclude<Status, 'idle'>, string> = {
  loading: 'מחפש…',
  empty: 'לא נמצאו עמודים, מאמרים או קטגוריות עם המילים האלה.',
  failed: 'החיפוש נכשל. אפשר להקליד את הכתובת עצמה.',
};

export interface LinkPickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}

/**
 * A link box that is also a search (issue 27): an address is kept as typed; words list the site's
 * published pages, articles and categories whose titles hold them, and choosing one fills in its address.
 * An ARIA 1.2 combobox: arrows move, Enter chooses, Escape closes, the count is announced.
 */
export function LinkPicker({ id, value, onChange, readOnly = false }: LinkPickerProps) {
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<LinkTarget[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const words = open && value.trim() !== '' && !isAddress(value) ? value.trim() : '';

  useEffect(() => {
    if (words === '') {
      setTargets([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    const timer = setTimeout(() => {
      fetch(linkSearchUrl(words), { credentials: 'same-origin', signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          const found = readTargets(body);
          setTargets(found ?? []);
          setActive(found && found.length > 0 ? 0 : -1);
          setStatus(found === null ? 'failed' : found.length === 0 ? 'empty' : 'idle');
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('failed');
        });
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words]);

  const showList = words !== '' && targets.length > 0;
  const choose = (target: LinkTarget) => {
    onChange(target.url);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showList) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + targets.length) % targets.length);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(targets[active]!);
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;
  const announced =
    status === 'idle' ? (showList ? `${targets.length} תוצאות. חצים לבחירה, Enter לאישור.` : '') : statusText[status];

  return (
    <div className="arig-link-picker">
      <input
        id={id}
        className="arig-link-picker__input"
        type="text"
        role="combobox"
        dir="auto"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={hintId}
        readOnly={readOnly}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="arig-link-picker__hint">
        כתובת (למשל ‎/contact/‎ או ‎https://…‎), או מילים מכותרת של עמוד, מאמר או קטגוריה, ובחירה מהרשימה.
      </p>
      <ul id={listId} role="listbox" aria-label="עמודים באתר" className="arig-link-picker__list" hidden={!showList}>
        {targets.map((target, i) => (
          <li
            key={target.url}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="arig-link-picker__option"
            onMouseDown={(event) => {
              event.preventDefault();
              choose(target);
            }}
          >
            <span className="arig-link-picker__kind">{kindLabels[target.kind]}</span>
            <span className="arig-link-picker__title">{target.title}</span>
            <bdi className="arig-link-picker__url">{readableUrl(target.url)}</bdi>
          </li>
        ))}
      </ul>
      <p className="arig-visually-hidden" role="status">
        {announced}
      </p>
    </div>
  );
}
