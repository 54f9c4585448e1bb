import { parseReplicas, replicaName, replicasVariable } from './stack.ts';

describe('npm start --replicas', () => {
  it('reads <service>=<count>, repeatable', () => {
    expect(parseReplicas(['svc-auth=3', 'svc-clients=2'])).toEqual({ 'svc-auth': 3, 'svc-clients': 2 });
    expect(parseReplicas([])).toEqual({});
  });

  it('says what is wrong with a bad entry', () => {
    for (const entry of ['svc-auth', 'svc-auth=0', 'svc-auth=17', 'gateway=2', 'svc-auth=two']) {
      expect(parseReplicas([entry])).toBe(
        `--replicas ${entry}: expected <service>=<1-16> with a service of svc-auth, svc-candidates, svc-clients`,
      );
    }
  });

  it('names replicas and their variables', () => {
    expect([0, 1, 2].map((index) => replicaName('svc-auth', index))).toEqual([
      'svc-auth',
      'svc-auth#2',
      'svc-auth#3',
    ]);
    expect(replicasVariable('svc-candidates')).toBe('SVC_CANDIDATES_REPLICAS');
  });
});
