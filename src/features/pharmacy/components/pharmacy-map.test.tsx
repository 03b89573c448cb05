import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { nearbyPharmacies, quaysidePharmacy } from '../pharmacy.fixtures';
import { PharmacyMap } from './pharmacy-map';

// Google's script cannot load here: a stand-in draws each marker as a button named by its title.
const loader = vi.hoisted(() => ({ isLoaded: true, loadError: undefined as Error | undefined }));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader,
  GoogleMap: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  MarkerF: ({
    title,
    opacity,
    onClick,
  }: {
    title: string;
    opacity: number;
    onClick: () => void;
  }) => (
    <button type="button" data-opacity={opacity} onClick={onClick}>
      {title}
    </button>
  ),
}));

function renderMap(onSelect = vi.fn(), selectedId?: string) {
  renderScreen(
    <PharmacyMap
      apiKey="test-key"
      centre={{ lat: 54.97, lng: -1.61 }}
      pharmacies={nearbyPharmacies}
      selectedId={selectedId}
      onSelect={onSelect}
    />,
  );
  return onSelect;
}

describe('PharmacyMap', () => {
  it('marks only the pharmacies flagged visibleOnMap', () => {
    renderMap();
    expect(screen.getAllByRole('button').map((marker) => marker.textContent)).toEqual([
      'High Street Pharmacy',
      'Quayside Pharmacy',
    ]);
  });

  it('selects the pharmacy whose marker is chosen, and makes the selected one stand out', () => {
    const onSelect = vi.fn();
    renderMap(onSelect, quaysidePharmacy.id);
    fireEvent.click(screen.getByRole('button', { name: 'Quayside Pharmacy' }));
    expect(onSelect).toHaveBeenCalledWith(quaysidePharmacy);
    expect(screen.getByRole('button', { name: 'Quayside Pharmacy' })).toHaveAttribute(
      'data-opacity',
      '1',
    );
    expect(screen.getByRole('button', { name: 'High Street Pharmacy' })).toHaveAttribute(
      'data-opacity',
      '0.6',
    );
  });

  it('says "Loading map" until Google has loaded, and when it cannot', () => {
    loader.isLoaded = false;
    renderMap();
    expect(screen.getByRole('status')).toHaveTextContent('Loading map');
    loader.loadError = new Error('blocked');
    renderMap();
    expect(
      screen.getByText('The map could not be loaded. Choose your pharmacy from the list below.'),
    ).toBeInTheDocument();
    loader.isLoaded = true;
    loader.loadError = undefined;
  });
});
