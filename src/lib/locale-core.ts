// The namespaces every page needs (the frame, shared words): they ship with the entry. Of the error
// catalogue only the groups the frame says itself (frame-error-groups.ts, which a test holds to these
// imports): the screens' errors follow in a chunk of their own (src/lib/error-catalogue.ts; issue #20).
import common from '../../locales/en/common.json';
import { UNAUTHENTICATED, auth, common as commonErrors } from '../../locales/en/errors.json';
import frame from '../../locales/en/frame.json';

export const coreEnglish = {
  common,
  errors: { UNAUTHENTICATED, auth, common: commonErrors },
  frame,
} as const;
