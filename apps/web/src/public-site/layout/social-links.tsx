import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebsiteContacts } from '../common/api-types';
import { FacebookIcon, InstagramIcon, SnapchatIcon, TiktokIcon, XIcon, YoutubeIcon } from '../common/icons';
import styles from './layout.module.css';

type Network = 'facebook' | 'instagram' | 'x' | 'snapchat' | 'tiktok' | 'youtube';

export interface SocialLink {
  network: Network;
  url: string;
  /** The icon uploaded in the contact settings (optional networks only). */
  icon: string | null;
}

const BUILT_IN_ICONS: Record<Network, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  snapchat: SnapchatIcon,
  tiktok: TiktokIcon,
  youtube: YoutubeIcon,
};

/**
 * Facebook, Instagram and X always (when they have a URL); Snapchat, TikTok and YouTube only when
 * the contact settings mark them active, with the icon uploaded for them.
 */
function socialLinks(contacts: WebsiteContacts | undefined): SocialLink[] {
  if (!contacts) return [];
  const links: SocialLink[] = [];
  const always: Array<[Network, string | null]> = [
    ['facebook', contacts.facebook_url],
    ['instagram', contacts.instagram_url],
    ['x', contacts.x_url],
  ];
  for (const [network, url] of always) if (url) links.push({ network, url, icon: null });
  const optional: Array<[Network, string | null, 0 | 1, string | null]> = [
    ['snapchat', contacts.snapchat_url, contacts.active_snapchat, contacts.snapchat_icon],
    ['tiktok', contacts.tiktok_url, contacts.active_tiktok, contacts.tiktok_icon],
    ['youtube', contacts.youtube_url, contacts.active_youtube, contacts.youtube_icon],
  ];
  for (const [network, url, active, icon] of optional) {
    if (url && Number(active) === 1) links.push({ network, url, icon });
  }
  return links;
}

export function SocialLinks({ contacts, className }: { contacts: WebsiteContacts | undefined; className?: string }) {
  const { t } = useTranslation('public');
  const links = socialLinks(contacts);
  if (links.length === 0) return null;
  return (
    <ul className={className ? `${styles.social} ${className}` : styles.social}>
      {links.map((link) => {
        const Icon = BUILT_IN_ICONS[link.network];
        return (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.socialLink}
              aria-label={t('social.link', { network: t(`social.${link.network}`) })}
            >
              {link.icon ? <img src={link.icon} alt="" width={20} height={20} /> : <Icon size={18} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
