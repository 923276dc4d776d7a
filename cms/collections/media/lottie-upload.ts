import { readFile } from 'node:fs/promises';
import {
  APIError,
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload';
import { checkLottieFile, maxLottieBytes, lottieMessages, type LottieFacts } from '../../../engines/media/lottie-file';

export const lottieMimeType = 'application/json';

type UploadedFile = NonNullable<PayloadRequest['file']>;

/** A file sent as an animation: by its name (what Payload's type check goes by for JSON) or its type. */
export const isJsonUpload = (file: Pick<UploadedFile, 'name' | 'mimetype'>): boolean =>
  /\.json$/i.test(file.name.trim()) || file.mimetype.split(';')[0]!.trim().toLowerCase() === lottieMimeType;

/** Where the animation checked for this request waits for the hook that records its canvas. */
const factsKey = 'arigLottieFacts';

/**
 * Before Payload handles an upload: a JSON file must be a Lottie animation of at most 2 MB (413 over it,
 * 400 for anything else, each with its Hebrew reason), and is stored as application/json whatever type the
 * browser claimed (so it is never handed to the image pipeline). Pictures pass through untouched, and
 * every other kind is refused by the collection's list of types, as before (SVG, HTML and scripts among
 * them).
 */
export const checkLottieUpload: CollectionBeforeOperationHook = async ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args;
  const req = (args as { req?: PayloadRequest }).req;
  const file = req?.file;
  if (!file || !isJsonUpload(file)) return args;
  const size = file.tempFilePath && file.data.length === 0 ? file.size : file.data.length;
  if (size > maxLottieBytes) throw new APIError(lottieMessages.tooLarge(size), 413, null, true);
  const bytes = file.tempFilePath && file.data.length === 0 ? await readFile(file.tempFilePath) : file.data;
  const result = checkLottieFile(bytes);
  if (!result.ok) throw new ValidationError({ errors: [{ message: result.message, path: 'file' }] }, req.t);
  file.mimetype = lottieMimeType;
  req.context[factsKey] = result.facts;
  return args;
};

/**
 * After Payload has read the file: an animation's width and height are its canvas (the space the widget
 * reserves for it), kept in the upload's own width and height columns; a picture's are Payload's.
 */
export const recordLottieCanvas: CollectionBeforeValidateHook = ({ data, req }) => {
  const facts = req.context[factsKey] as LottieFacts | undefined;
  if (!facts || !data) return data;
  delete req.context[factsKey];
  return { ...data, mimeType: lottieMimeType, width: facts.width, height: facts.height };
};
