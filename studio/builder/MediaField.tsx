'use client';

import { FieldLabel, type CustomFieldRender } from '@puckeditor/core';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { AnimationView, ImageView } from '../../data/types';
import { te } from '../../messages/builder-editor';
import {
  mediaListUrl,
  readAnimationPage,
  readMediaPage,
  smallestSource,
  type AnimationChoice,
  type MediaChoice,
  type MediaKind,
} from './media-library';

/** What the builder knows of the library: views by media id (loaded with the page or picked since). */
export interface MediaLibraryApi {
  known: Readonly<Record<string, ImageView>>;
  remember: (id: string, view: ImageView) => void;
  /** Lottie animations, the same way (the lottie widget's `p.media(…, { kind: 'animation' })`). */
  animations: Readonly<Record<string, AnimationView>>;
  rememberAnimation: (id: string, view: AnimationView) => void;
}

export const MediaLibraryContext = createContext<MediaLibraryApi>({
  known: {},
  remember: () => undefined,
  animations: {},
  rememberAnimation: () => undefined,
});

/** One row of the list: a picture with its thumbnail, or an animation named by its file. */
type Listed = { id: string; alt: string; thumb: string | null; note: string | null } & (
  { image: MediaChoice; animation?: undefined } | { animation: AnimationChoice; image?: undefined }
);

function readPage(body: unknown, kind: MediaKind) {
  if (kind === 'animation') {
    const page = readAnimationPage(body);
    return (
      page && {
        ...page,
        choices: page.choices.map((a): Listed => ({ ...a, thumb: null, note: a.filename, animation: a })),
      }
    );
  }
  const page = readMediaPage(body);
  return page && { ...page, choices: page.choices.map((c): Listed => ({ ...c, note: null, image: c })) };
}

type ListState =
  | { kind: 'loading'; choices: Listed[] }
  | { kind: 'ready'; choices: Listed[]; totalDocs: number; nextPage: number | null }
  | { kind: 'failed'; choices: Listed[] };

const searchDelayMs = 250;

/** The library's images (or animations) as a list of buttons, newest first, searchable by alt text, a page at a time. */
function MediaList({
  current,
  onPick,
  mediaKind,
}: {
  current: string;
  onPick: (choice: Listed) => void;
  mediaKind: MediaKind;
}) {
  const t = mediaKind === 'animation' ? te.animation : te.media;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState>({ kind: 'loading', choices: [] });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        fetch(mediaListUrl(query, page, mediaKind), { credentials: 'same-origin', signal: controller.signal })
          .then((response) => (response.ok ? response.json() : null))
          .then((body: unknown) => {
            const read = readPage(body, mediaKind);
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
  }, [query, page, attempt, mediaKind]);

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
              {choice.thumb ? (
                <img src={choice.thumb} alt="" width={120} height={68} loading="lazy" decoding="async" />
              ) : null}
              <span>{choice.alt}</span>
              {choice.note ? (
                <span className="arig-media__note" dir="ltr">
                  {choice.note}
                </span>
              ) : null}
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
  const { known, remember, animations, rememberAnimation } = useContext(MediaLibraryContext);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = `${id}-dialog-title`;
  const labelId = `${id}-label`;
  const mediaKind: MediaKind = field.metadata?.mediaKind === 'animation' ? 'animation' : 'image';
  const t = mediaKind === 'animation' ? te.animation : te.media;
  const current = typeof value === 'string' ? value : '';
  const view = current === '' || mediaKind === 'animation' ? undefined : known[current];
  const animation = current === '' || mediaKind === 'image' ? undefined : animations[current];

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
        <p>{current === '' ? t.none : (view ?? animation) ? (view ?? animation)!.alt : t.unknown(current)}</p>
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
            mediaKind={mediaKind}
            onPick={(choice) => {
              if (choice.image) remember(choice.id, choice.image.view);
              else rememberAnimation(choice.id, choice.animation.view);
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
