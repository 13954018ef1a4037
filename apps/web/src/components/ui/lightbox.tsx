import 'yet-another-react-lightbox/styles.css';
import YetAnotherLightbox from 'yet-another-react-lightbox';

export interface LightboxImage {
  src: string;
  alt: string;
}

/** Full-screen pictures with arrow keys, swipe and Escape (loaded only when opened). */
export default function Lightbox({
  images,
  index,
  onClose,
  onIndexChange,
}: {
  images: LightboxImage[];
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
}) {
  return (
    <YetAnotherLightbox
      open
      close={onClose}
      index={index}
      slides={images.map((image) => ({ src: image.src, alt: image.alt }))}
      on={{ view: ({ index: current }) => onIndexChange?.(current) }}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
