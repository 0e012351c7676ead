import { DomEvent } from 'leaflet';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TileLayer } from 'react-leaflet';
import { TILE_ATTRIBUTION } from '../map-config';
import styles from './map.module.css';

/**
 * Failed tiles in a row (no tile loading in between) after which the tile server is taken to be
 * unreachable. A view asks for six to twenty tiles at once, so one or two lost tiles on a poor
 * connection do not count as a broken map.
 */
export const TILE_FAILURES_BEFORE_NOTICE = 4;

/** Counts tile results; `failed()` once TILE_FAILURES_BEFORE_NOTICE tiles failed without one loading. */
export function tileHealth(threshold = TILE_FAILURES_BEFORE_NOTICE) {
  let inARow = 0;
  return {
    loaded() {
      inARow = 0;
    },
    /** Records a failed tile; true when that makes the map unusable. */
    failed(): boolean {
      inARow += 1;
      return inARow >= threshold;
    },
  };
}

export interface WatchedTileLayerProps {
  url: string;
  /** Said inside the map, in the page's language, when the tiles cannot be loaded. */
  failedMessage: string;
}

/**
 * The map's tiles, watched: when the tile server does not answer, the layer is removed (which
 * cancels the tiles still loading and asks for no more when the view moves) and the map says so.
 * Pins, popups and clicks keep working on the blank map.
 */
export function WatchedTileLayer({ url, failedMessage }: WatchedTileLayerProps) {
  const { i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const health = useRef(tileHealth());
  // Clicks and scrolls on the notice stay on it instead of moving or picking on the map below.
  const keepEvents = useCallback((node: HTMLDivElement | null) => {
    if (node) {
      DomEvent.disableClickPropagation(node);
      DomEvent.disableScrollPropagation(node);
    }
  }, []);
  if (broken) {
    return (
      <div ref={keepEvents} className={styles.tileNotice} role="status" dir={i18n.dir()}>
        {failedMessage}
      </div>
    );
  }
  return (
    <TileLayer
      url={url}
      attribution={TILE_ATTRIBUTION}
      eventHandlers={{
        tileload: () => health.current.loaded(),
        tileerror: () => {
          if (health.current.failed()) setBroken(true);
        },
      }}
    />
  );
}
