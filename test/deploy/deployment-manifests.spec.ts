import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';

// The production topology as files a user starts: docker/compose.yaml and the Kubernetes manifests under
// docker/k8s, checked against the Kubernetes schemas and against the app (its settings, its health endpoint,
// its migrate-only start).

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const HEALTH = '/api/system/health';

/** Every environment variable the app's configuration reads. */
function configEnvNames(): Set<string> {
  const source = read('backend/src/config/app-config.ts');
  const names = new Set<string>();
  for (const m of source.matchAll(/env\.([A-Z][A-Z0-9_]+)|(?:intFrom|boolFrom)\(env, '([A-Z][A-Z0-9_]+)'/g)) names.add(m[1] ?? m[2]);
  return names;
}

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; [key: string]: unknown };
type Model = new (data: never) => { validate(): void };
const MODELS: Record<string, Model> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

const k8sDir = 'docker/k8s';
const manifests: K8sObject[] = readdirSync(join(root, k8sDir))
  .filter((f) => /\.ya?ml$/.test(f))
  .flatMap((f) =>
    parseAllDocuments(read(join(k8sDir, f))).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${f}: ${doc.errors[0].message}`);
      return doc.toJS() as K8sObject;
    }),
  );
const one = <T = K8sObject>(kind: string): T & K8sObject => {
  const found = manifests.filter((m) => m.kind === kind);
  expect(found).toHaveLength(1);
  return found[0] as T & K8sObject;
};

interface Container {
  command?: string[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  resources?: { requests?: Record<string, string> };
}
interface PodOwner {
  spec: { selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } } };
}

describe('Kubernetes manifests', () => {
  it('every object is valid against the Kubernetes schema of its kind', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(8);
    for (const m of manifests) {
      const model = MODELS[`${m.apiVersion}/${m.kind}`];
      if (!model) throw new Error(`no schema for ${m.apiVersion} ${m.kind} (${m.metadata?.name})`);
      expect(() => new model(m as never).validate()).not.toThrow();
    }
  });

  it('the schema check refuses a broken object', () => {
    const broken = JSON.parse(JSON.stringify(one('Deployment'))) as PodOwner;
    (broken.spec as unknown as Record<string, unknown>).replicas = 'three';
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('the Deployment checks readiness and liveness on the health endpoint, asks for resources, and is what the Service, HPA and PDB point at', () => {
    const deployment = one<PodOwner>('Deployment');
    const labels = deployment.spec.template.metadata.labels;
    expect(labels).toMatchObject(deployment.spec.selector.matchLabels);
    const [app] = deployment.spec.template.spec.containers;
    expect(app.readinessProbe?.httpGet?.path).toBe(HEALTH);
    expect(app.livenessProbe?.httpGet?.path).toBe(HEALTH);
    expect(app.resources?.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
    const service = one<{ spec: { selector: Record<string, string> } }>('Service');
    expect(labels).toMatchObject(service.spec.selector);
    const pdb = one<{ spec: { selector: { matchLabels: Record<string, string> } } }>('PodDisruptionBudget');
    expect(labels).toMatchObject(pdb.spec.selector.matchLabels);
    const hpa = one<{ spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThan(1);
    const ingress = one<{ spec: { rules: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }> } }>('Ingress');
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe(service.metadata.name);
  });

  it('the migration Job runs the app with --migrate-only, which the app knows, on the same settings', () => {
    const job = one<PodOwner>('Job');
    const [migrate] = job.spec.template.spec.containers;
    expect(migrate.command).toContain('--migrate-only');
    expect(read('backend/src/main.ts')).toContain("'--migrate-only'");
    const [app] = one<PodOwner>('Deployment').spec.template.spec.containers;
    expect(migrate.envFrom).toEqual(app.envFrom);
  });

  it('the ConfigMap and Secret set only variables the app reads, and the Secret holds the database and S3', () => {
    const known = configEnvNames();
    const configMap = one<{ data: Record<string, string> }>('ConfigMap');
    const secret = one<{ stringData: Record<string, string> }>('Secret');
    for (const name of [...Object.keys(configMap.data), ...Object.keys(secret.stringData)]) expect(known).toContain(name);
    expect(Object.keys(secret.stringData)).toEqual(expect.arrayContaining(['DATABASE_URL', 'S3_URL', 'API_CODE']));
  });
});

describe('docker/compose.yaml', () => {
  interface ComposeService {
    image?: string;
    command?: string[];
    entrypoint?: string[];
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }> | string[];
    deploy?: { replicas?: number | string };
    healthcheck?: { test: string[] };
  }
  const compose = parse(read('docker/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
  const services = compose.services;
  /** A compose value with `${VAR:-default}` read as its default. */
  const withDefaults = (value: unknown) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

  it('runs several app replicas, PostgreSQL, MinIO with its bucket, a migration step and a proxy in front', () => {
    expect(Number(withDefaults(services.app.deploy?.replicas))).toBeGreaterThan(1);
    expect(services.db.image).toMatch(/^postgres:/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services['minio-init'].entrypoint?.join(' ')).toMatch(/mc mb --ignore-existing s3\/shop/);
    expect(services.migrate.command).toContain('--migrate-only');
    expect(services.app.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
    expect(services.proxy).toBeDefined();
    expect(services.app).not.toHaveProperty('ports'); // only through the proxy
  });

  it('the app gets the database, the bucket in the S3_URL format, and only variables it reads', () => {
    const env = services.app.environment!;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@db:5432\//);
    expect(env.S3_URL).toMatch(/^http:\/\/\$\{MINIO_ROOT_USER[^}]*\}:\$\{MINIO_ROOT_PASSWORD[^}]*\}@minio:9000\/shop$/);
    const known = configEnvNames();
    for (const name of Object.keys(env)) expect(known).toContain(name);
    expect(services.migrate.environment).toEqual(env);
  });

  it('the proxy balances over every replica, checks each on the health endpoint, compresses and caches hashed assets', () => {
    const config = read('docker/haproxy.cfg');
    expect(config).toMatch(/balance roundrobin/);
    expect(config).toContain(`uri ${HEALTH}`);
    expect(config).toMatch(/server-template app- \d+-\d+ app:3000/);
    expect(config).toMatch(/default-server check .*resolvers docker/);
    expect(config).toMatch(/compression algo gzip/);
    expect(config).toMatch(/path_beg \/assets\//);
    expect(config).toContain('max-age=31536000, immutable');
    expect(services.app.healthcheck?.test.join(' ')).toContain(HEALTH);
  });
});
