// POST /{uuid}/profile with a corrected property address (docs/API.md "Journey"): saved with the profile, before
// the property lookup reads it; validated field by field; never changed once the profile step is past.
import type { Application } from '../../src/domain/types';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { post, profileBody, stageOf, submit } from './journeyHelpers';

interface ProfileAnswer {
  name: { firstName: string; lastName: string } | null;
  addresses: { street1: string; street2: string | null; city: string; state: string; zip: string; ownership: string }[];
}

describe.each(dialects)('POST profile with the property address (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const profileOf = async (jwt: string): Promise<ProfileAnswer> =>
    (await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) })).json();

  it('saves the corrected address, trimmed and with an empty line 2 stored as none, with the ownership', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    const res = await post(
      t.app,
      jwt,
      uuid,
      'profile',
      profileBody({
        ownership: 'JOINT',
        property: { street1: '  500 Pecan Street ', street2: '', city: ' Round Rock ', state: 'TX', zip: '78664' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Application>().property).toMatchObject({
      street1: '500 Pecan Street',
      street2: null,
      city: 'Round Rock',
      state: 'TX',
      zip: '78664',
    });
    const [address] = (await profileOf(jwt)).addresses;
    expect(address).toMatchObject({
      street1: '500 Pecan Street',
      street2: null,
      city: 'Round Rock',
      state: 'TX',
      zip: '78664',
      ownership: 'JOINT',
    });
    await t.app.pipeline.idle();
  });

  it('runs the property lookup on the corrected address', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    // The sandbox finds no property at a street containing "Nowhere" (docs/SANDBOX.md).
    await submit(
      t.app,
      jwt,
      uuid,
      'profile',
      profileBody({ property: { street1: '1 Nowhere Road', city: 'Austin', state: 'TX', zip: '78701' } }),
    );
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('NO_PROPERTY_FOUND');
  });

  it('keeps the registered address when the body has no property', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    const application = await submit(t.app, jwt, uuid, 'profile', profileBody());
    expect(application.property).toMatchObject({
      street1: '12 Elm Street',
      street2: 'Unit 4',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });

  it('answers 400 naming property.zip for a bad ZIP code, and saves nothing', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    const res = await post(
      t.app,
      jwt,
      uuid,
      'profile',
      profileBody({
        firstName: 'Changed',
        property: { street1: '500 Pecan Street', city: 'Round Rock', state: 'TX', zip: '7866' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: ['property.zip: Enter a 5-digit ZIP code'],
      message: 'property.zip: Enter a 5-digit ZIP code',
    });
    const profile = await profileOf(jwt);
    expect(profile.name?.firstName).toBe('Dana');
    expect(profile.addresses[0]).toMatchObject({ street1: '12 Elm Street', zip: '78701', ownership: null });
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('BASIC_INFO');
  });

  it('names every missing address field, nested under property', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    const res = await post(t.app, jwt, uuid, 'profile', profileBody({ property: { street1: ' ', state: 'tx' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        'property.street1: Required',
        'property.city: Required',
        'property.state: Choose a state',
        'property.zip: Required',
      ]),
    );
  });

  it('does not change the address once the profile step is past (409)', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    await submit(t.app, jwt, uuid, 'profile', profileBody());
    const { stage } = await stageOf(t.app, jwt, uuid);
    expect(stage).not.toBe('BASIC_INFO');
    const res = await post(
      t.app,
      jwt,
      uuid,
      'profile',
      profileBody({ property: { street1: '9 Other Way', city: 'Austin', state: 'TX', zip: '78702' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`This step is not open: the application is at ${stage}`);
    expect((await profileOf(jwt)).addresses[0]).toMatchObject({ street1: '12 Elm Street', zip: '78701' });
  });
});
