import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** How far a finger must travel sideways for a swipe. */
const SWIPE_PX = 30;

/**
 * Embla on a carousel's viewport, its code fetched when the carousel is first used rather than
 * with the page: until then the slides stand as the server drew them, on the first one.
 * `start` fetches and starts it if need be and resolves with it (null once unmounted);
 * `selected` follows the slide it shows. The viewport's pointer handlers start it on a touch
 * and make again a swipe it came too late for.
 */
export function useLazyCarousel(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const starting = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const latestOptions = useRef(options);
  const optionsKey = JSON.stringify(options);

  const start = useCallback(() => {
    starting.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current;
      if (!viewport) return null;
      const carousel = EmblaCarousel(viewport, latestOptions.current);
      // Listening from the start: the move that started it may follow at once.
      const onSelect = () => setSelected(carousel.selectedScrollSnap());
      carousel.on('select', onSelect).on('reInit', onSelect);
      setEmbla(carousel);
      return carousel;
    });
    return starting.current;
  }, []);

  useEffect(() => {
    if (JSON.stringify(latestOptions.current) === optionsKey) return;
    latestOptions.current = JSON.parse(optionsKey) as EmblaOptionsType;
    embla?.reInit(latestOptions.current);
  }, [embla, optionsKey]);
  useEffect(() => () => embla?.destroy(), [embla]);

  const swipeFrom = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (embla) return;
    swipeFrom.current = event.clientX;
    void start();
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) < SWIPE_PX) return;
    // Dragging the slides towards the reading start brings the next one.
    const forward = latestOptions.current.direction === 'rtl' ? moved > 0 : moved < 0;
    void start().then((carousel) => (forward ? carousel?.scrollNext() : carousel?.scrollPrev()));
  };

  return { viewportRef, selected, start, viewportHandlers: { onPointerDown, onPointerUp } };
}
