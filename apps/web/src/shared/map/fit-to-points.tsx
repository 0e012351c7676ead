import { type LatLngTuple, latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

export interface FitToPointsProps {
  points: readonly LatLngTuple[];
  /** The zoom of a single point, which has no extent to fit. */
  singleZoom: number;
  padding?: number;
}

/**
 * Fits the view to the points once the map's box has a size, and again each time the box comes
 * back from having none. A map created inside something not yet shown (a closed dialog) measures
 * 0×0; a fit done then lands at the deepest zoom with nothing in view.
 */
export function FitToPoints({ points, singleZoom, padding = 32 }: FitToPointsProps) {
  const map = useMap();
  const key = points.map((point) => point.join(',')).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the points' values
  useEffect(() => {
    const container = map.getContainer();
    let sized = false;
    const check = () => {
      const hasSize = container.clientWidth > 0 && container.clientHeight > 0;
      if (hasSize && !sized) {
        map.invalidateSize({ pan: false });
        const [first] = points;
        if (points.length === 1 && first) map.setView(first, singleZoom, { animate: false });
        else if (points.length > 1)
          map.fitBounds(latLngBounds([...points]), { padding: [padding, padding], animate: false });
      } else if (hasSize) {
        map.invalidateSize();
      }
      sized = hasSize;
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, key, singleZoom, padding]);
  return null;
}
