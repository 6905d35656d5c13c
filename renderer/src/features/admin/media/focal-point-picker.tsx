import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import type { FocalPoint } from '../../../../../contract/media/focal-point';
import { clampFocalPoint } from '../../../../../contract/media/focal-point';

interface FocalPointPickerProps {
  item: MediaItem;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
  readOnly: boolean;
}

const moves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const describePoint = (point: FocalPoint) => `${point.x}% from the left, ${point.y}% from the top`;

/** The largest WebP rendition, or the file itself (an SVG, a small picture): sharp enough to aim at. */
function previewUrl(item: MediaItem): string {
  const webp = item.renditions.filter((rendition) => rendition.format === 'webp');
  return webp[webp.length - 1]?.url ?? item.url;
}

/**
 * Where the picture's subject is: a click on the preview puts the point there, and the preview, focused, moves it
 * with the arrow keys (5% a press, 1% with Shift). Beside it, the crops a wide and a narrow box would make.
 */
export function FocalPointPicker({ item, value, onChange, readOnly }: FocalPointPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const src = previewUrl(item);
  const position = `${value.x}% ${value.y}%`;

  const click = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (readOnly || box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    onChange(clampFocalPoint({ x, y }));
  };
  const key = (event: KeyboardEvent<HTMLElement>) => {
    const move = moves[event.key];
    if (readOnly || !move) return;
    event.preventDefault();
    const step = event.shiftKey ? 1 : 5;
    onChange(clampFocalPoint({ x: value.x + move[0] * step, y: value.y + move[1] * step }));
  };

  return (
    <Stack gap="2">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Focal point
      </Text>
      <Flex gap="4" wrap="wrap" align="flex-start">
        <Box
          role="group"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          tabIndex={readOnly ? undefined : 0}
          position="relative"
          flex="1 1 16rem"
          maxW="sm"
          cursor={readOnly ? undefined : 'crosshair'}
          borderRadius="sm"
          overflow="hidden"
          bg="bg.subtle"
          onClick={click}
          onKeyDown={key}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          colorPalette="navy"
        >
          <Image src={src} alt={item.alt} htmlWidth={item.width} htmlHeight={item.height} w="full" h="auto" />
          <Box
            aria-hidden="true"
            position="absolute"
            left={`${value.x}%`}
            top={`${value.y}%`}
            w="6"
            h="6"
            ms="-3"
            mt="-3"
            borderRadius="full"
            borderWidth="3px"
            borderColor="white"
            boxShadow="0 0 0 2px rgba(7, 15, 34, 0.85), inset 0 0 0 2px rgba(7, 15, 34, 0.85)"
            pointerEvents="none"
          />
        </Box>
        <Stack gap="1" aria-hidden="true">
          <Text fontSize="xs" color="fg.muted">
            Wide and narrow crops
          </Text>
          <Flex gap="2">
            {[
              { w: '32', h: '16' },
              { w: '12', h: '16' },
            ].map((box) => (
              <Image
                key={box.w}
                src={src}
                alt=""
                w={box.w}
                h={box.h}
                objectFit="cover"
                objectPosition={position}
                borderRadius="sm"
                borderWidth="1px"
                borderColor="border"
              />
            ))}
          </Flex>
        </Stack>
      </Flex>
      <Text id={hintId} fontSize="xs" color="fg.muted">
        <span aria-live="polite">{describePoint(value)}.</span>
        {!readOnly &&
          ' Click the subject, or focus the picture and use the arrow keys (Shift for small steps). Every crop of the picture on the site keeps this point in view.'}
      </Text>
    </Stack>
  );
}
