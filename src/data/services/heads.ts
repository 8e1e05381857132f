/** The head of every service and company page: the pages their social images are drawn for. */
import { head as cloudSolutions } from './cloud-solutions.ts';
import { head as compliance } from './compliance.ts';
import { head as cybersecurityServices } from './cybersecurity-services.ts';
import { head as managedItServices } from './managed-it-services.ts';
import { head as networkArchitectureDesign } from './network-architecture-design.ts';
import { head as partnerships } from './partnerships.ts';
import { head as transparency } from './transparency.ts';

export const SERVICE_HEADS = [
  managedItServices,
  cybersecurityServices,
  cloudSolutions,
  networkArchitectureDesign,
  compliance,
  partnerships,
  transparency,
] as const;
