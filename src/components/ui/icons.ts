/** The icons content may name: a closed set so data files are type-checked and the build stays small. */
import type { IconName } from '#lib/brand/icon-names.ts';
import Activity from '@lucide/astro/icons/activity';
import Award from '@lucide/astro/icons/award';
import BadgeCheck from '@lucide/astro/icons/badge-check';
import Bot from '@lucide/astro/icons/bot';
import Brain from '@lucide/astro/icons/brain';
import Briefcase from '@lucide/astro/icons/briefcase';
import Building from '@lucide/astro/icons/building';
import Calendar from '@lucide/astro/icons/calendar';
import ChartLine from '@lucide/astro/icons/chart-line';
import Check from '@lucide/astro/icons/check';
import CircleCheck from '@lucide/astro/icons/circle-check';
import ClipboardCheck from '@lucide/astro/icons/clipboard-check';
import Clock from '@lucide/astro/icons/clock';
import Cloud from '@lucide/astro/icons/cloud';
import Cpu from '@lucide/astro/icons/cpu';
import Database from '@lucide/astro/icons/database';
import DollarSign from '@lucide/astro/icons/dollar-sign';
import Eye from '@lucide/astro/icons/eye';
import FileCheck from '@lucide/astro/icons/file-check';
import Flag from '@lucide/astro/icons/flag';
import Gauge from '@lucide/astro/icons/gauge';
import GitBranch from '@lucide/astro/icons/git-branch';
import Globe from '@lucide/astro/icons/globe';
import GraduationCap from '@lucide/astro/icons/graduation-cap';
import Handshake from '@lucide/astro/icons/handshake';
import HardDrive from '@lucide/astro/icons/hard-drive';
import Headphones from '@lucide/astro/icons/headphones';
import HeartPulse from '@lucide/astro/icons/heart-pulse';
import Key from '@lucide/astro/icons/key';
import Landmark from '@lucide/astro/icons/landmark';
import Laptop from '@lucide/astro/icons/laptop';
import Layers from '@lucide/astro/icons/layers';
import LifeBuoy from '@lucide/astro/icons/life-buoy';
import Lock from '@lucide/astro/icons/lock';
import Mail from '@lucide/astro/icons/mail';
import MapPin from '@lucide/astro/icons/map-pin';
import MessageCircle from '@lucide/astro/icons/message-circle';
import MessageSquare from '@lucide/astro/icons/message-square';
import Monitor from '@lucide/astro/icons/monitor';
import Network from '@lucide/astro/icons/network';
import Phone from '@lucide/astro/icons/phone';
import RefreshCw from '@lucide/astro/icons/refresh-cw';
import Rocket from '@lucide/astro/icons/rocket';
import Scale from '@lucide/astro/icons/scale';
import Server from '@lucide/astro/icons/server';
import Settings from '@lucide/astro/icons/settings';
import ShieldCheck from '@lucide/astro/icons/shield-check';
import Shield from '@lucide/astro/icons/shield';
import Smartphone from '@lucide/astro/icons/smartphone';
import Star from '@lucide/astro/icons/star';
import TrendingUp from '@lucide/astro/icons/trending-up';
import TriangleAlert from '@lucide/astro/icons/triangle-alert';
import UserMinus from '@lucide/astro/icons/user-minus';
import UserPlus from '@lucide/astro/icons/user-plus';
import Users from '@lucide/astro/icons/users';
import Wifi from '@lucide/astro/icons/wifi';
import Zap from '@lucide/astro/icons/zap';

export const icons = {
  activity: Activity,
  award: Award,
  'badge-check': BadgeCheck,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building,
  calendar: Calendar,
  'chart-line': ChartLine,
  check: Check,
  'circle-check': CircleCheck,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  cloud: Cloud,
  cpu: Cpu,
  database: Database,
  'dollar-sign': DollarSign,
  eye: Eye,
  'file-check': FileCheck,
  flag: Flag,
  gauge: Gauge,
  'git-branch': GitBranch,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  'hard-drive': HardDrive,
  headphones: Headphones,
  'heart-pulse': HeartPulse,
  key: Key,
  landmark: Landmark,
  laptop: Laptop,
  layers: Layers,
  'life-buoy': LifeBuoy,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  'message-circle': MessageCircle,
  'message-square': MessageSquare,
  monitor: Monitor,
  network: Network,
  phone: Phone,
  'refresh-cw': RefreshCw,
  rocket: Rocket,
  scale: Scale,
  server: Server,
  settings: Settings,
  'shield-check': ShieldCheck,
  shield: Shield,
  smartphone: Smartphone,
  star: Star,
  'trending-up': TrendingUp,
  'triangle-alert': TriangleAlert,
  'user-minus': UserMinus,
  'user-plus': UserPlus,
  users: Users,
  wifi: Wifi,
  zap: Zap,
} as const satisfies Record<IconName, unknown>;

export type { IconName };
