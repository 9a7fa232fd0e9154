import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import ImageCropStep from './ImageCropStep';

// The stand-in cropper becomes "ready" when its button is clicked and crops to a canvas whose JPEG we can see.
const encoded = vi.hoisted(() => [] as Array<[string, number]>);
const zooms = vi.hoisted(() => [] as Array<[number, number]>);
vi.mock('react-cropper', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    Cropper: forwardRef(function FakeCropper({ aspectRatio, ready }: { aspectRatio: number; ready(): void }, ref) {
      useImperativeHandle(ref, () => ({
        cropper: {
          // The image is drawn at a quarter of its natural width when it fits: zoom 1 on the slider.
          getImageData: () => ({ width: 400, naturalWidth: 1600 }),
          zoomTo: (ratio: number) => zooms.push([aspectRatio, ratio]),
          getCroppedCanvas: () => ({
            toBlob: (done: (b: Blob) => void, type: string, quality: number) => {
              encoded.push([type, quality]);
              done(new Blob([String(aspectRatio)], { type }));
            },
          }),
        },
      }));
      return <button onClick={ready}>{`ready ${aspectRatio.toFixed(3)}`}</button>;
    }),
  };
});

describe('ImageCropStep', () => {
  it('keeps Save disabled until all three croppers are ready, then saves three JPEGs at quality 0.8', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <MantineProvider env="test">
        <ImageCropStep src="data:," busy={false} onBack={() => {}} onCropStart={() => {}} onSave={onSave} onCropFailed={() => {}} />
      </MantineProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(screen.getByRole('button', { name: 'ready 1.000' }));
    await user.click(screen.getByRole('button', { name: 'ready 1.778' }));
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ready 0.714' }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const crops = onSave.mock.calls[0]![0] as Record<string, Blob>;
    expect(Object.keys(crops)).toEqual(['square', 'rectangle', 'portrait']);
    expect(await crops.rectangle!.text()).toBe(String(16 / 9));
    expect(encoded).toEqual([['image/jpeg', 0.8], ['image/jpeg', 0.8], ['image/jpeg', 0.8]]);
  }, 20_000);

  it('has a zoom slider per crop from 1 to 20 (spec 1 §9), zooming its cropper from the fitted size', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <ImageCropStep src="data:," busy={false} onBack={() => {}} onCropStart={() => {}} onSave={() => {}} onCropFailed={() => {}} />
      </MantineProvider>,
    );
    const slider = screen.getByRole('slider', { name: 'Zoom Square (1:1)' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '20');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('button', { name: 'ready 1.000' }));
    slider.focus();
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(zooms.at(-1)).toEqual([1, 0.25 * 20]);
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    expect(zooms.at(-1)).toEqual([1, 0.25]);
    // A cropper not yet ready cannot be zoomed.
    expect(screen.getByRole('slider', { name: 'Zoom Portrait (10:14)' })).toHaveAttribute('data-disabled', 'true');
  }, 20_000);

  it('goes back with Choose a different image', async () => {
    const onBack = vi.fn();
    render(
      <MantineProvider env="test">
        <ImageCropStep src="data:," busy={false} onBack={onBack} onCropStart={() => {}} onSave={() => {}} onCropFailed={() => {}} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose a different image' }));
    expect(onBack).toHaveBeenCalled();
  });
});
