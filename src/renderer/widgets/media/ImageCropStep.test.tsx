import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import ImageCropStep from './ImageCropStep';

// The stand-in cropper becomes "ready" when its button is clicked and crops to a canvas whose JPEG we can see.
const encoded = vi.hoisted(() => [] as Array<[string, number]>);
vi.mock('react-cropper', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    Cropper: forwardRef(function FakeCropper({ aspectRatio, ready }: { aspectRatio: number; ready(): void }, ref) {
      useImperativeHandle(ref, () => ({
        cropper: {
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
  });

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
