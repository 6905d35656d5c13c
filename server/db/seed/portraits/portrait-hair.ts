import type { HairStyle } from './portrait-specs';

/**
 * Hair as two layers in the portrait's 240×240 frame (head centred at 120,98, 33 wide and 41 tall each way): what
 * falls behind the head and neck, and what sits over the crown. Broad shapes only, so a style still reads at 40 px.
 */
export const hairBack: Readonly<Record<HairStyle, string>> = {
  bob: '<path d="M79 100C77 58 99 44 120 44S163 58 161 100L163 140Q151 149 139 141H101Q89 149 77 140Z"/>',
  long: '<path d="M80 100C78 56 99 43 120 43S162 56 160 100L168 190Q148 201 134 188H106Q92 201 72 190Z"/>',
  bun: '<circle cx="120" cy="50" r="17"/>',
  curls: [
    [84, 78, 17],
    [92, 58, 18],
    [110, 46, 19],
    [130, 46, 19],
    [148, 58, 18],
    [156, 78, 17],
    [82, 100, 14],
    [158, 100, 14],
    [84, 120, 12],
    [156, 120, 12],
  ]
    .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
    .join(''),
  fringe: '<path d="M80 100C78 58 99 45 120 45S162 58 160 100L161 156Q120 166 79 156Z"/>',
  crop: '',
  sidePart: '',
  short: '',
};

export const hairFront: Readonly<Record<HairStyle, string>> = {
  // A side part: the fringe sweeps from the left crown across to the right temple.
  bob: '<path d="M86 98C83 64 101 51 120 51S158 64 155 100C148 80 134 70 112 69C103 77 94 86 86 98Z"/>',
  long: '<path d="M86 102C83 62 103 51 120 53C137 51 157 62 154 102C148 80 136 67 120 63C104 67 92 80 86 102Z"/>',
  bun: '<path d="M86 96C86 65 102 55 120 55S154 65 154 96C146 76 134 67 120 67S94 76 86 96Z"/>',
  curls: [
    [96, 66, 12],
    [108, 59, 12],
    [120, 57, 12],
    [132, 59, 12],
    [144, 66, 12],
  ]
    .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
    .join(''),
  // A blunt fringe straight across the brow.
  fringe: '<path d="M85 104C83 63 100 51 120 51S157 63 155 104L151 82H89Z"/>',
  crop: '<path d="M87 92C87 64 102 55 120 55S153 64 153 92C148 78 136 71 120 71S92 78 87 92Z"/>',
  sidePart: '<path d="M86 95C83 59 104 47 124 49C144 49 158 63 154 95C150 80 142 72 131 70C119 75 101 77 86 95Z"/>',
  short: '<path d="M86 92C84 60 100 50 120 50S156 60 154 92C150 76 138 69 120 69S90 76 86 92Z"/>',
};

/** A full, trimmed beard over the jaw, its upper edge shaped as a moustache. */
export const beard =
  '<path d="M88 102C88 133 102 148 120 148S152 133 152 102L150 112C146 119 138 121 132 117C126 113 114 113 108 117C102 121 94 119 90 112Z"/>';

/** Round frames, thick enough to stay visible in a byline. */
export const glasses =
  '<g fill="#ffffff" fill-opacity="0.14" stroke="#1d1a1c" stroke-width="3.5"><rect x="94" y="92" width="22" height="16" rx="6"/><rect x="124" y="92" width="22" height="16" rx="6"/></g><path d="M116 99Q120 96 124 99" stroke="#1d1a1c" stroke-width="3"/>';
