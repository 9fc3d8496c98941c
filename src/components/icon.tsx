import type { IconName } from '../../generator/schema/common.ts';
import { useLayout } from '../hooks/use-layout.ts';
import type { UiIconName } from './icon-set.ts';

/**
 * An icon drawn from the build's SVG sprite (generator/render/icon-sprite.ts): the page carries a
 * <use> reference, the browser caches one file, and no icon code ships with the site.
 */
export function Icon({ name, className }: { name: IconName | UiIconName; className?: string | undefined }) {
  const { iconSprite } = useLayout();
  return (
    <svg aria-hidden="true" className={className ?? 'size-5'} width="24" height="24">
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}

type IconProps = { className?: string | undefined; 'aria-hidden'?: boolean | 'true' };
const ui = (name: UiIconName) =>
  function UiIcon({ className }: IconProps) {
    return <Icon name={name} className={className ?? 'size-6'} />;
  };

/** The layout's own icons, named as in lucide so the markup reads the same. */
export const ArrowLeft = ui('arrow-left');
export const BadgeDollarSign = ui('badge-dollar-sign');
export const CalendarCheck = ui('calendar-check');
export const Check = ui('check');
export const ChevronDown = ui('chevron-down');
export const ChevronRight = ui('chevron-right');
export const Clock = ui('clock');
export const Mail = ui('mail');
export const MapPin = ui('map-pin');
export const Menu = ui('menu');
export const MessageSquare = ui('message-square');
export const Phone = ui('phone');
export const RotateCcw = ui('rotate-ccw');
export const Star = ui('star');
export const StarFilled = ui('star-filled');
export const TriangleAlert = ui('triangle-alert');
export const X = ui('x');
export const ZapFilled = ui('zap-filled');
