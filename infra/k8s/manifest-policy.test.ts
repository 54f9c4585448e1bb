import { checkManifests, deployables } from './manifest-policy.ts';
import type { TManifest } from './manifest-policy.ts';

/** A manifest set that holds every rule, built from the deployables, for each test to break one way. */
function compliant(): TManifest[] {
  const manifests: TManifest[] = [];
  for (const [name, port] of deployables()) {
    const probe = port === null ? { exec: { command: ['true'] } } : { httpGet: { path: '/healthz' } };
    manifests.push({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name },
      spec: {
        template: {
          spec: {
            securityContext: { runAsNonRoot: true },
            containers: [
              {
                name,
                image: `gtm-combine/${name}`,
                ...(port === null ? {} : { ports: [{ containerPort: port }], readinessProbe: probe }),
                livenessProbe: probe,
                resources: { requests: { cpu: '50m' }, limits: { memory: '128Mi' } },
                securityContext: { allowPrivilegeEscalation: false },
              },
            ],
          },
        },
      },
    });
    if (port !== null)
      manifests.push({ apiVersion: 'v1', kind: 'Service', metadata: { name }, spec: { ports: [{ port }] } });
  }
  const route = (path: string, service: string) => ({ path, backend: { service: { name: service } } });
  manifests.push({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'gtm-combine' },
    spec: {
      rules: [
        { host: 'portal', http: { paths: [route('/api', 'gateway'), route('/', 'shell')] } },
        ...['mfe-marketing', 'mfe-candidate', 'mfe-admin', 'mfe-employer'].map((app) => ({
          host: app,
          http: { paths: [route('/', app)] },
        })),
      ],
    },
  });
  manifests.push({
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: 'svc-auth' },
    spec: { scaleTargetRef: { name: 'svc-auth' } },
  });
  return manifests;
}

const podOf = (manifests: TManifest[], name: string) =>
  (
    manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === name)?.spec as {
      template: { spec: { securityContext: object; containers: Record<string, unknown>[] } };
    }
  ).template.spec;

describe('checkManifests', () => {
  it('passes manifests that hold every rule', () => {
    expect(checkManifests(compliant())).toEqual([]);
  });

  it('names a deployable without a Deployment, and a Deployment of nothing the portal has', () => {
    const manifests = compliant().filter(
      (m) => !(m.kind === 'Deployment' && m.metadata.name === 'svc-clients-worker'),
    );
    manifests.push({ ...(manifests[0] as TManifest), metadata: { name: 'svc-old' } });
    expect(checkManifests(manifests)).toEqual([
      'Deployment svc-old is not a deployable of the portal',
      'no Deployment for svc-clients-worker',
    ]);
  });

  it('names a pod that may run as root, escalate, or has no probes or resources', () => {
    const manifests = compliant();
    const pod = podOf(manifests, 'svc-auth');
    pod.securityContext = {};
    const [container] = pod.containers as [Record<string, unknown>];
    delete container.readinessProbe;
    delete container.livenessProbe;
    delete container.resources;
    container.securityContext = {};
    expect(checkManifests(manifests)).toEqual([
      'Deployment svc-auth may run as root',
      'Deployment svc-auth allows privilege escalation',
      'Deployment svc-auth has no CPU request or memory limit',
      'Deployment svc-auth has no liveness probe',
      'Deployment svc-auth has no HTTP readiness probe',
    ]);
  });

  it('names a Service on another port than the code listens on', () => {
    const manifests = compliant().map((m) =>
      m.kind === 'Service' && m.metadata.name === 'gateway' ? { ...m, spec: { ports: [{ port: 80 }] } } : m,
    );
    expect(checkManifests(manifests)).toEqual(['no Service gateway on port 4000']);
  });

  it('names an Ingress that misroutes /api or leaves a remote without a host, and svc-auth not autoscaled', () => {
    const manifests = compliant().filter((m) => m.kind !== 'HorizontalPodAutoscaler');
    const ingress = manifests.find((m) => m.kind === 'Ingress') as TManifest;
    const rules = (
      ingress.spec as { rules: { http: { paths: { backend: { service: { name: string } } }[] } }[] }
    ).rules;
    (rules[0]?.http.paths[0] as { backend: { service: { name: string } } }).backend.service.name = 'shell';
    rules.pop();
    expect(checkManifests(manifests)).toEqual([
      'the Ingress sends /api to shell, not the gateway',
      'no Ingress host serves mfe-employer',
      'no HorizontalPodAutoscaler for svc-auth',
    ]);
  });
});
