// start/hmda: ethnicity, race and sex, each with 'I do not wish to provide'.
import JourneyScreen from './journeyScreen';

class HmdaPage extends JourneyScreen {
  constructor() {
    super('start/hmda');
  }

  answer(question: 'ethnicity' | 'race' | 'sex', value: string) {
    return this.choice(question, value);
  }
}

export default new HmdaPage();
