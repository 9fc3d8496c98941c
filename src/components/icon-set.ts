// The icons, kept packed (the UI ones first).
// prettier-ignore
import {
  ArrowLeft, BadgeDollarSign, CalendarCheck, Check, ChevronDown, ChevronRight, Clock, Mail, MapPin, Menu, MessageSquare, Phone, RotateCcw, Star, X,
  AlarmSmoke, BatteryCharging, Bell, Building2, Cable, Camera, Car, CircuitBoard, ClipboardCheck, Droplets, Fan, FileCheck,
  Flame, Gauge, Hammer, Heater, House, KeyRound, Lamp, Lightbulb, Mic, Monitor, Plug, Power, ScanSearch, ShieldCheck, Siren,
  Smartphone, Snowflake, Sun, Thermometer, ToggleRight, TriangleAlert, Tv, Wifi, Wind, Wrench, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../generator/schema/common.ts';

/**
 * Data names an icon; this maps every allowed name to its lucide icon (a missing one fails to
 * compile). Only the generator imports this: it draws them once into an SVG sprite, so pages
 * carry a <use> reference instead of each icon's paths, and the browser loads no icon code.
 */
export const ICONS = {
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

/** The icons the layout and templates draw themselves, by sprite name. "-filled" ones are solid. */
export const UI_ICONS = {
  'arrow-left': ArrowLeft,
  'badge-dollar-sign': BadgeDollarSign,
  'calendar-check': CalendarCheck,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  clock: Clock,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-square': MessageSquare,
  phone: Phone,
  'rotate-ccw': RotateCcw,
  star: Star,
  'star-filled': Star,
  x: X,
  'triangle-alert': TriangleAlert,
  'zap-filled': Zap,
} satisfies Record<string, LucideIcon>;
export type UiIconName = keyof typeof UI_ICONS;
