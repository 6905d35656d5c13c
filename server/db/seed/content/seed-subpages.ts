import type { SeedSubpage } from '../seed-types';
import { servicesAiFusionCenterSubpage } from './subpages/services-ai-fusion-center';
import { servicesCloudSecuritySubpage } from './subpages/services-cloud-security';
import { servicesCprmStrategyRoadmappingSubpage } from './subpages/services-cprm-strategy-roadmapping';
import { servicesCyberResilienceAssessmentSubpage } from './subpages/services-cyber-resilience-assessment';
import { servicesSecuringAiSystemsSubpage } from './subpages/services-securing-ai-systems';
import { servicesZeroTrustSecuritySubpage } from './subpages/services-zero-trust-security';
import { solutionsAdoptingAiSafelySubpage } from './subpages/solutions-adopting-ai-safely';
import { solutionsCloudUnderControlSubpage } from './subpages/solutions-cloud-under-control';
import { solutionsHybridAndSupplierAccessSubpage } from './subpages/solutions-hybrid-and-supplier-access';

/** In header-menu order (solutions, then services by group). */
export const seedSubpages: SeedSubpage[] = [
  solutionsAdoptingAiSafelySubpage,
  solutionsHybridAndSupplierAccessSubpage,
  solutionsCloudUnderControlSubpage,
  servicesCprmStrategyRoadmappingSubpage,
  servicesCyberResilienceAssessmentSubpage,
  servicesSecuringAiSystemsSubpage,
  servicesZeroTrustSecuritySubpage,
  servicesCloudSecuritySubpage,
  servicesAiFusionCenterSubpage,
];
