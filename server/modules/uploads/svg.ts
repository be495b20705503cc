// Sanitises an uploaded SVG with a strict allow-list (decision 0132): drawing elements and presentation attributes
// only. Gone are scripts, event handlers (on…), foreignObject (HTML inside SVG), images, animation (which can
// rewrite an href), links to anything but a fragment of the same file (`#id`), url(…) to anything but `#id`,
// CSS @import, and the DOCTYPE with its entities. What is left is served as image/svg+xml under a CSP that
// allows nothing, and is also drawn into AVIF/WebP renditions like any image.
import sanitizeHtml from 'sanitize-html';

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'style',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feDropShadow',
];

const ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'style',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'filter',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'startOffset',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'radius',
  'flood-color',
  'flood-opacity',
  'href',
  'xlink:href',
];

/** A url(…) to anything but a fragment, @import, escapes that could hide either, script URLs, old IE hooks. */
const UNSAFE_CSS = /url\s*\(\s*(?!['"]?#)|@import|\\|javascript:|expression\s*\(|behavior\s*:|-moz-binding/i;

/** The internal subset of a DOCTYPE declares entities (billion laughs); such a file is refused outright. */
const ENTITY = /<!ENTITY/i;
const PROLOGUE = /<\?xml[\s\S]*?\?>|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>|<!--[\s\S]*?-->/gi;

/** The sanitised SVG, or undefined when the text is not an SVG document (its root must be <svg>). */
export function sanitizeSvg(text: string): string | undefined {
  if (ENTITY.test(text)) return undefined;
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(PROLOGUE, '')
    .trim();
  if (!/^<svg[\s>]/.test(body)) return undefined;
  const clean = sanitizeHtml(body, {
    parser: { xmlMode: true },
    allowedTags: ELEMENTS,
    allowedAttributes: { '*': ATTRIBUTES },
    // No scheme at all: an href keeps only a fragment (checked again below).
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // A dropped element's text goes with it (script source, foreignObject's HTML, animation values).
    nonTextTags: ['script', 'foreignObject', 'iframe', 'noscript', 'textarea', 'option'],
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !/^#[\w.-]+$/.test(value.trim())) continue;
          if (UNSAFE_CSS.test(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'style' && UNSAFE_CSS.test(frame.text),
  }).trim();
  return /^<svg[\s>]/.test(clean) ? clean : undefined;
}
