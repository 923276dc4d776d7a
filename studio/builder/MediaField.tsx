'use client';

import { FieldLabel, type CustomFieldRender } from '@puckeditor/core';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ImageView } from '../../data/types';
import { te } from '../../messages/builder-editor';
import { mediaListUrl, readMediaPage, smallestSource, type MediaChoice } from './media-library';

const t = te.media;

/** What the builder knows of the library: views by media id (loaded with the page or picked since). */
export interface MediaLibraryApi {
  known: Readonly<Record<string, ImageView>>;
  remember: (id: string, view: ImageView) => void;
}

export const MediaLibraryContext = createContext<MediaLibraryApi>({ known: {}, remember: () => undefined });

type ListState =
  | { kind: 'loading'; choices: MediaChoice[] }
  | { kind: 'ready'; choices: MediaChoice[]; totalDocs: number; nextPage: number | null }
  | { kind: 'failed'; choices: MediaChoice[] };

const searchDelayMs = 250;

/** The library's images as a list of buttons, newest first, searchable by alt text, a page at a time. */
function MediaList({ current, onPick }: { current: string; onPick: (choice: MediaChoice) => void }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState>({ kind: 'loading', choices: [] });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        fetch(mediaListUrl(query, page), { credentials: 'same-origin', signal: controller.signal })
          .then((response) => (response.ok ? response.json() : null))
          .then((body: unknown) => {
            const read = readMediaPage(body);
            setList((previous) =>
              read
                ? {
                    kind: 'ready',
                    choices: page === 1 ? read.choices : [...previous.choices, ...read.choices],
                    totalDocs: read.totalDocs,
                    nextPage: read.hasNextPage ? page + 1 : null,
                  }
                : { kind: 'failed', choices: previous.choices },
            );
          })
          .catch(() => {
            if (!controller.signal.aborted) setList((previous) => ({ kind: 'failed', choices: previous.choices }));
          });
      },
      page === 1 && query !== '' ? searchDelayMs : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, page, attempt]);

  const status =
    list.kind === 'loading'
      ? t.loading
      : list.kind === 'ready'
        ? list.totalDocs === 0
          ? t.empty
          : t.count(list.choices.length, list.totalDocs)
        : '';

  return (
    <>
      <label className="arig-media__search" htmlFor={searchId}>
        {t.search}
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
            setList((previous) => ({ kind: 'loading', choices: previous.choices }));
          }}
        />
      </label>
      <p className="arig-media__status" role="status">
        {status}
      </p>
      {list.kind === 'failed' ? (
        <div className="arig-media__failed" role="alert">
          {t.failed}{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        </div>
      ) : null}
      <ul className="arig-media__grid">
        {list.choices.map((choice) => (
          <li key={choice.id}>
            <button
              type="button"
              className="arig-media__choice"
              aria-pressed={choice.id === current}
              onClick={() => onPick(choice)}
            >
              <img src={choice.thumb} alt="" width={120} height={68} loading="lazy" decoding="async" />
              <span>{choice.alt}</span>
            </button>
          </li>
        ))}
      </ul>
      {list.kind === 'ready' && list.nextPage !== null ? (
        <button
          type="button"
          className="arig-media__more"
          onClick={() => {
            setPage(list.nextPage!);
            setList((previous) => ({ kind: 'loading', choices: previous.choices }));
          }}
        >
          {t.more}
        </button>
      ) : null}
    </>
  );
}

/**
 * A media-library image field: the chosen image's thumbnail and alt text, and a dialog to choose another
 * from the library (the layout stores its id). A picked image previews at once: its view is remembered
 * for the preview before the field changes.
 */
function MediaField({ field, id, value, onChange, readOnly }: Parameters<CustomFieldRender<string>>[0]) {
  const { known, remember } = useContext(MediaLibraryContext);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = `${id}-dialog-title`;
  const labelId = `${id}-label`;
  const current = typeof value === 'string' ? value : '';
  const view = current === '' ? undefined : known[current];

  const close = () => dialog.current?.close();

  // Opened once the list is rendered, so focus starts in the search box (and returns to the opener on close).
  useEffect(() => {
    if (!open || !dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    dialog.current.querySelector('input')?.focus();
  }, [open]);

  return (
    <div className="arig-media" role="group" aria-labelledby={labelId}>
      <div id={labelId}>
        <FieldLabel label={field.label ?? ''} el="div" readOnly={readOnly} />
      </div>
      <div className="arig-media__current">
        {view ? <img src={smallestSource(view)} alt="" width={96} height={54} /> : null}
        <p>{current === '' ? t.none : view ? view.alt : t.unknown(current)}</p>
      </div>
      <div className="arig-media__actions">
        <button type="button" disabled={readOnly} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {current === '' ? t.choose : t.replace}
        </button>
        {current !== '' ? (
          <button type="button" disabled={readOnly} onClick={() => onChange('')}>
            {t.remove}
          </button>
        ) : null}
      </div>
      <dialog ref={dialog} className="arig-media__dialog" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <div className="arig-media__head">
          <h2 id={titleId}>{t.dialogTitle}</h2>
          <button type="button" onClick={close}>
            {t.close}
          </button>
        </div>
        {open ? (
          <MediaList
            current={current}
            onPick={(choice) => {
              remember(choice.id, choice.view);
              onChange(choice.id);
              close();
            }}
          />
        ) : null}
        <a className="arig-media__upload" href="/admin/collections/media/create" target="_blank" rel="noopener">
          {t.upload}
        </a>
      </dialog>
    </div>
  );
}

/** Puck's custom-field render for `p.media` props (see `buildEditorConfig`). */
export const renderMediaField: CustomFieldRender<string> = (props) => <MediaField {...props} />;
