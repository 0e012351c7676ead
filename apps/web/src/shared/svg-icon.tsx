import type { JSX, ReactNode, SVGProps } from 'react';

/**
 * Inline 24×24 line icons in the current colour (no icon package in the bundle), decorative so hidden
 * from assistive tech. The staff shells' and the toolkit's icon sets are declared with `defineIcon`;
 * the public site keeps its own frame (public-site/common/icons.tsx) so its pages load no extra chunk.
 */
interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
}
export type IconComponent = (props: IconProps) => JSX.Element;

export interface IconStyle {
  /** Default width and height. */
  size?: number;
  /** Line width. */
  strokeWidth?: number;
  /** Points somewhere: mirrored under dir="rtl" (the `data-directional` rule of app.css). */
  directional?: boolean;
}

function SvgIcon({
  drawing,
  look: { size: defaultSize = 20, strokeWidth: defaultStroke = 1.8, directional = false },
  size = defaultSize,
  strokeWidth = defaultStroke,
  ...props
}: IconProps & { drawing: ReactNode; look: IconStyle }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-directional={directional ? '' : undefined}
      {...props}
    >
      {drawing}
    </svg>
  );
}

/** An icon component drawing `shape`; the caller's props (size, class, title…) win over the style's defaults. */
export function defineIcon(shape: ReactNode, style: IconStyle = {}): IconComponent {
  return (props) => <SvgIcon {...props} drawing={shape} look={style} />;
}
