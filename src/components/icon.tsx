import {
  AlarmSmoke, BatteryCharging, Bell, Building2, Cable, Camera, Car, CircuitBoard, ClipboardCheck, Droplets, Fan, FileCheck,
  Flame, Gauge, Hammer, Heater, House, KeyRound, Lamp, Lightbulb, Mic, Monitor, Plug, Power, ScanSearch, ShieldCheck, Siren,
  Smartphone, Snowflake, Sun, Thermometer, ToggleRight, TriangleAlert, Tv, Wifi, Wind, Wrench, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../generator/schema/common.ts';

/** Data names an icon; this maps every allowed name to its lucide icon (a missing one fails to compile). */
const ICONS = {
  'alarm-smoke': AlarmSmoke,
  'battery-charging': BatteryCharging,
  bell: Bell,
  building: Building2,
  cable: Cable,
  camera: Camera,
  car: Car,
  'circuit-board': CircuitBoard,
  'clipboard-check': ClipboardCheck,
  droplets: Droplets,
  fan: Fan,
  'file-check': FileCheck,
  flame: Flame,
  gauge: Gauge,
  hammer: Hammer,
  heater: Heater,
  home: House,
  key: KeyRound,
  lamp: Lamp,
  lightbulb: Lightbulb,
  mic: Mic,
  monitor: Monitor,
  plug: Plug,
  power: Power,
  'scan-search': ScanSearch,
  'shield-check': ShieldCheck,
  siren: Siren,
  smartphone: Smartphone,
  snowflake: Snowflake,
  sun: Sun,
  thermometer: Thermometer,
  'toggle-right': ToggleRight,
  'triangle-alert': TriangleAlert,
  tv: Tv,
  wifi: Wifi,
  wind: Wind,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<IconName, LucideIcon>;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden className={className ?? 'size-5'} />;
}
