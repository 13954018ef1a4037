import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The device camera reading QR codes (qr-scanner: the browser's BarcodeDetector where there is
 * one, else its own decoder in a worker). Loaded only when staff open the camera on the check-in
 * page. It stops the camera when it unmounts.
 */
export default function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('admin');
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!video.current) return;
    let last = '';
    const scanner = new QrScanner(
      video.current,
      (result) => {
        // The same code stays in view for many frames: hand it over once.
        if (result.data && result.data !== last) {
          last = result.data;
          latest.current(result.data);
        }
      },
      { preferredCamera: 'environment', highlightScanRegion: true, returnDetailedScanResult: true },
    );
    scanner.start().catch(() => setFailed(true));
    return () => scanner.destroy();
  }, []);

  return (
    <div className="space-y-2">
      <video
        ref={video}
        className="aspect-square w-full max-w-sm rounded-xl bg-ink object-cover"
        aria-label={t('checkIn.cameraView')}
        muted
        playsInline
      />
      <p className="text-sm text-muted" role={failed ? 'alert' : undefined}>
        {failed ? t('checkIn.cameraFailed') : t('checkIn.cameraHint')}
      </p>
    </div>
  );
}
