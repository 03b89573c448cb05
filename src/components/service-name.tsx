import { createContext, useContext, type ReactNode } from 'react';

const ServiceNameContext = createContext<string | undefined>(undefined);

/**
 * Makes the product's name (config.productName) known to page titles. The frame fills it from configuration;
 * until configuration has loaded, titles are shown without it.
 */
export function ServiceNameProvider({
  name,
  children,
}: {
  name: string | undefined;
  children: ReactNode;
}) {
  return <ServiceNameContext value={name}>{children}</ServiceNameContext>;
}

/** The product's name, or undefined while configuration loads (or outside the frame, e.g. in a story). */
export function useServiceName(): string | undefined {
  return useContext(ServiceNameContext);
}
