import { DEFAULT_PORTS } from '@gtm/contracts/ports';
import { SERVICES } from '@gtm/contracts/services';
import { FRONT_END_APPS } from '../dev/app-builds.ts';

/** One rendered Kubernetes object, as `kustomize build` prints it (only the fields the policy reads are typed). */
export type TManifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
};

type TProbe = { httpGet?: { path: string }; exec?: unknown };
type TContainer = {
  name: string;
  image: string;
  ports?: { containerPort: number }[];
  livenessProbe?: TProbe;
  readinessProbe?: TProbe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
};
type TPodSpec = { containers: TContainer[]; securityContext?: { runAsNonRoot?: boolean } };
type TIngressPath = { path: string; backend: { service: { name: string } } };
type TIngressRule = { host: string; http: { paths: TIngressPath[] } };

/** Every deployable of the portal, with its port where it serves HTTP (from the same constants `npm start` uses). */
export function deployables(): Map<string, number | null> {
  const all = new Map<string, number | null>([['gateway', DEFAULT_PORTS.gateway]]);
  for (const service of SERVICES) {
    all.set(service, DEFAULT_PORTS[service]);
    all.set(`${service}-worker`, null);
  }
  for (const app of FRONT_END_APPS) all.set(app, DEFAULT_PORTS[app]);
  return all;
}

const podSpec = (deployment: TManifest) =>
  (deployment.spec as { template: { spec: TPodSpec } }).template.spec;

/**
 * What the rendered manifests must hold beyond the Kubernetes schemas: a Deployment for every deployable (a new
 * service without one fails here), probes, resources and the pod hardening on each, a Service on the port the
 * code listens on, the Ingress sending /api to the gateway and the rest to the shell, and svc-auth autoscaled.
 * Returns the problems found, empty when the manifests hold.
 */
export function checkManifests(manifests: readonly TManifest[]): string[] {
  const problems: string[] = [];
  const named = (kind: string) =>
    new Map(manifests.filter((m) => m.kind === kind).map((m) => [m.metadata.name, m]));
  const deployments = named('Deployment');
  const services = named('Service');
  const expected = deployables();

  for (const name of deployments.keys()) {
    if (!expected.has(name)) problems.push(`Deployment ${name} is not a deployable of the portal`);
  }
  for (const [name, port] of expected) {
    const deployment = deployments.get(name);
    if (deployment === undefined) {
      problems.push(`no Deployment for ${name}`);
      continue;
    }
    const pod = podSpec(deployment);
    const [container] = pod.containers;
    if (pod.containers.length !== 1 || container === undefined) {
      problems.push(`Deployment ${name} must run exactly one container`);
      continue;
    }
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`Deployment ${name} may run as root`);
    if (container.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`Deployment ${name} allows privilege escalation`);
    if (container.resources?.requests?.cpu === undefined || container.resources.limits?.memory === undefined)
      problems.push(`Deployment ${name} has no CPU request or memory limit`);
    if (container.livenessProbe === undefined) problems.push(`Deployment ${name} has no liveness probe`);
    if (port === null) continue;
    if (container.readinessProbe?.httpGet === undefined)
      problems.push(`Deployment ${name} has no HTTP readiness probe`);
    if (!container.ports?.some((p) => p.containerPort === port))
      problems.push(`Deployment ${name} does not expose port ${port}`);
    const service = services.get(name);
    const servicePorts = (service?.spec as { ports?: { port: number }[] } | undefined)?.ports ?? [];
    if (!servicePorts.some((p) => p.port === port)) problems.push(`no Service ${name} on port ${port}`);
  }

  const rules = [...named('Ingress').values()].flatMap(
    (ingress) => (ingress.spec as { rules?: TIngressRule[] }).rules ?? [],
  );
  const backendOf = (path: string) =>
    rules[0]?.http.paths.find((p) => p.path === path)?.backend.service.name ?? '(none)';
  if (backendOf('/api') !== 'gateway')
    problems.push(`the Ingress sends /api to ${backendOf('/api')}, not the gateway`);
  if (backendOf('/') !== 'shell') problems.push(`the Ingress sends / to ${backendOf('/')}, not the shell`);
  for (const app of FRONT_END_APPS.filter((name) => name !== 'shell')) {
    if (!rules.some((rule) => rule.http.paths.some((p) => p.backend.service.name === app)))
      problems.push(`no Ingress host serves ${app}`);
  }

  const autoscaled = [...named('HorizontalPodAutoscaler').values()].map(
    (hpa) => (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name,
  );
  if (!autoscaled.includes('svc-auth')) problems.push('no HorizontalPodAutoscaler for svc-auth');
  return problems;
}
