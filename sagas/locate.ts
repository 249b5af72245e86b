// The signing location, asked by the notary's sagas and the co-owner's: in a module of its own (with the notary
// slice's location events), so that neither feature loads the other's sagas for it.
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { getCurrentLocation, locationFailureOf, type Coordinates } from '../src/api/geolocation';
import { formFailed } from '../store/form';
import { locationFailed, locationFound, locationRequested } from '../store/notary';
/**
 * Asks for the location: the coordinates, or null when it is refused or unavailable (the store then says why,
 * and the screen shows 'Why We Need Your Location'). The submission's form is answered without an error of its
 * own: the alert is the message.
 */
export function* locate(requestId: string): SagaIterator<Coordinates | null> {
  yield put(locationRequested());
  try {
    const coordinates: Coordinates = yield call(getCurrentLocation);
    yield put(locationFound());
    return coordinates;
  } catch (e) {
    yield put(locationFailed({ failure: locationFailureOf(e) }));
    yield put(formFailed({ requestId }));
    return null;
  }
}
