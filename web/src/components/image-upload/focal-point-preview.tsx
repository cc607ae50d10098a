import { Image, Text, UnstyledButton } from '@mantine/core';

export interface FocalPoint {
  x: number;
  y: number;
}

interface FocalPointPreviewProps {
  src: string;
  label: string;
  focus: FocalPoint | null;
  disabled: boolean;
  onPick: (point: FocalPoint) => void;
}

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

/**
 * The preview of an uploaded image that sets its focal point: a click on the
 * picture marks where cards and the Open Graph card crop around (the centre
 * until set). A keyboard press sets the centre again.
 */
export function FocalPointPreview({ src, label, focus, disabled, onPick }: FocalPointPreviewProps) {
  return (
    <div>
      <UnstyledButton
        disabled={disabled}
        aria-label={`Set the focal point (${label})`}
        style={{ position: 'relative', display: 'inline-block', lineHeight: 0, cursor: 'crosshair' }}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          // detail 0: Enter or Space, which have no position.
          if (event.detail === 0 || box.width === 0 || box.height === 0) return onPick({ x: 0.5, y: 0.5 });
          onPick({
            x: clamp((event.clientX - box.left) / box.width),
            y: clamp((event.clientY - box.top) / box.height),
          });
        }}
      >
        <Image src={src} alt="" h={120} w="auto" maw="100%" fit="contain" radius="sm" />
        {focus ? (
          <span
            data-testid="focal-point"
            aria-hidden
            style={{
              position: 'absolute',
              left: `${focus.x * 100}%`,
              top: `${focus.y * 100}%`,
              width: 14,
              height: 14,
              margin: '-7px 0 0 -7px',
              borderRadius: '50%',
              border: '2px solid #fff',
              boxShadow: '0 0 0 2px #1c7ed6',
            }}
          />
        ) : null}
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        Click the picture where cards and the social preview should keep their focus.
      </Text>
    </div>
  );
}
