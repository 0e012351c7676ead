import { SOCIAL_GLYPHS } from '@app/contracts/social-glyphs';
import type { SVGProps } from 'react';

/**
 * Small inline icons (no icon library in the public bundle); decorative, so hidden from assistive tech.
 * Every public icon set draws in this frame. The staff areas have their own (shared/svg-icon.tsx): the
 * public pages load only this module, and sharing one would add a chunk to every public page.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A 24×24 line icon in the current colour. */
export function LineIcon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Points to the reading direction's end ("next", "more"), or its start with `back`; mirrors in Arabic. */
export function ChevronIcon({ back = false, ...props }: IconProps & { back?: boolean }) {
  return (
    <LineIcon data-directional="" {...props}>
      <path d={back ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </LineIcon>
  );
}

export function ArrowIcon(props: IconProps) {
  return (
    <LineIcon data-directional="" {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 5v14M15 5v14" />
    </LineIcon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7 5l12 7-12 7z" fill="currentColor" />
    </LineIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12h14" />
    </LineIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </LineIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </LineIcon>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </LineIcon>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <LineIcon data-directional="" {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIcon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </LineIcon>
  );
}

/** Brand marks are filled shapes. */
function Mark({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
    </Mark>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </LineIcon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </Mark>
  );
}

export function SnapchatIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path d={SOCIAL_GLYPHS.snapchat} />
    </Mark>
  );
}

export function TiktokIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path d={SOCIAL_GLYPHS.tiktok} />
    </Mark>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path d={SOCIAL_GLYPHS.youtube} />
    </Mark>
  );
}
