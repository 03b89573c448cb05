import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * sessionStorage key of the iOS app-download banner flag. Home reads it (features never import each other),
 * so its shape is a contract: zustand's persist format, `{"state":{"requested":true},"version":0}`.
 */
export const iosAppBannerStorageKey = 'iosAppBanner';

interface IosAppBannerState {
  /** The app was opened from the iOS app (`/login?iOS=true`): home shows the app-download banner. */
  requested: boolean;
  request: () => void;
}

/** spec part 1 §2 /login: the query parameter iOS=true sets an iOS flag that shows a banner on home. */
export const useIosAppBannerStore = create<IosAppBannerState>()(
  persist(
    (set) => ({
      requested: false,
      request: () => set({ requested: true }),
    }),
    {
      name: iosAppBannerStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ requested }) => ({ requested }),
    },
  ),
);
