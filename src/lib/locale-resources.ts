// Every English namespace, one JSON file per feature area (locales/en/<namespace>.json).
import auth from '../../locales/en/auth.json';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import frame from '../../locales/en/frame.json';
import home from '../../locales/en/home.json';
import orders from '../../locales/en/orders.json';

export const englishResources = { auth, common, errors, frame, home, orders } as const;
