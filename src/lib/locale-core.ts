// The namespaces every page needs (the frame, shared words, the error catalogue): they ship with the entry.
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import frame from '../../locales/en/frame.json';

export const coreEnglish = { common, errors, frame } as const;
