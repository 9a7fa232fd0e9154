import 'cropperjs/dist/cropper.css';
import { Button, Group, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { useT } from '../../../lib/i18n';
import { cropToJpeg } from '../../../lib/media/cropToJpeg';
import { CROPS, type CropName } from '../../../lib/media/imageSet';

export interface ImageCropStepProps {
  src: string;
  busy: boolean;
  onBack(): void;
  onCropStart(): void;
  onSave(crops: Record<CropName, Blob>): void;
  onCropFailed(error: unknown): void;
}

/** Spec 1 §9: the zoom slider runs from 1 (the whole image fits the cropper) to 20 times that. */
export const CROP_ZOOM = { min: 1, max: 20 } as const;

const clampZoom = (value: number) => Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, value));

function liveCropper(element: ReactCropperElement | null | undefined) {
  if (!element?.cropper) throw new Error('The cropper is not ready');
  return element.cropper;
}

/** Three croppers on one image (square, landscape, portrait); Save waits until all three are ready. Loaded lazily. */
export default function ImageCropStep({ src, busy, onBack, onCropStart, onSave, onCropFailed }: ImageCropStepProps) {
  // The cropper is read from its image element at save time: under StrictMode react-cropper builds a
  // second instance after the first is destroyed, and only the element knows the live one.
  const t = useT();
  const images = useRef<Partial<Record<CropName, ReactCropperElement | null>>>({});
  const [ready, setReady] = useState<ReadonlySet<CropName>>(new Set());
  // Each cropper's zoom on the slider's scale, and the image ratio its 1 stands for (the fit once ready).
  const [zoom, setZoom] = useState<Partial<Record<CropName, number>>>({});
  const fit = useRef<Partial<Record<CropName, number>>>({});
  const zoomTo = (crop: CropName, value: number) => {
    const base = fit.current[crop];
    const cropper = images.current[crop]?.cropper;
    setZoom((prev) => ({ ...prev, [crop]: value }));
    if (base && cropper) cropper.zoomTo(base * value);
  };
  const allReady = CROPS.every((crop) => ready.has(crop.name));

  const save = async () => {
    onCropStart();
    try {
      const entries = await Promise.all(CROPS.map(async (crop) => [crop.name, await cropToJpeg(liveCropper(images.current[crop.name]))] as const));
      onSave(Object.fromEntries(entries) as Record<CropName, Blob>);
    } catch (error) {
      onCropFailed(error);
    }
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {CROPS.map((crop) => (
          <Stack key={crop.name} gap={4} data-testid={`cropper-${crop.name}`}>
            <Text fw={500} size="sm">
              {crop.label}
            </Text>
            <Cropper
              src={src}
              style={{ height: 260, width: '100%' }}
              aspectRatio={crop.aspectRatio}
              viewMode={1}
              autoCropArea={1}
              guides
              checkOrientation={false}
              ref={(element: ReactCropperElement | null) => {
                images.current[crop.name] = element;
              }}
              ready={() => {
                const cropper = images.current[crop.name]?.cropper;
                const image = cropper?.getImageData();
                if (image?.naturalWidth) fit.current[crop.name] = image.width / image.naturalWidth;
                setReady((prev) => new Set(prev).add(crop.name));
              }}
              // A wheel or pinch zoom moves the slider too, and stops at its ends.
              zoom={(event: CustomEvent<{ ratio: number }>) => {
                const base = fit.current[crop.name];
                if (!base) return;
                const value = event.detail.ratio / base;
                if (value > CROP_ZOOM.max + 1e-6 || value < CROP_ZOOM.min - 1e-6) return event.preventDefault();
                setZoom((prev) => ({ ...prev, [crop.name]: clampZoom(value) }));
              }}
            />
            <Slider
              min={CROP_ZOOM.min}
              max={CROP_ZOOM.max}
              step={0.1}
              value={zoom[crop.name] ?? CROP_ZOOM.min}
              onChange={(value) => zoomTo(crop.name, clampZoom(value))}
              disabled={!ready.has(crop.name) || busy}
              thumbLabel={t('wizard.media.zoom', { label: crop.label })}
              label={(value) => `${value.toFixed(1)}×`}
              marks={[{ value: CROP_ZOOM.min, label: `${CROP_ZOOM.min}×` }, { value: CROP_ZOOM.max, label: `${CROP_ZOOM.max}×` }]}
              mb="md"
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('wizard.media.chooseDifferentImage')}
        </Button>
        <Button onClick={() => void save()} disabled={!allReady} loading={busy}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
