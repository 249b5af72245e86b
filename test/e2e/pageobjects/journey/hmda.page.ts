// start/hmda: the 2018 form's demographic addendum. Each box's value is its Reg C code (src/domain/hmda.ts);
// several may be ticked per question; the write-ins are text fields named after their field.
import JourneyScreen from './journeyScreen';

export type HmdaQuestionName = 'ethnicity' | 'race' | 'sex';
export type HmdaWriteIn = 'ethnicityOther' | 'raceTribe' | 'raceOtherAsian' | 'raceOtherPacificIslander';

class HmdaPage extends JourneyScreen {
  constructor() {
    super('start/hmda');
  }

  /** The checkbox of one Reg C code, e.g. answer('race', '2') for Asian. */
  answer(question: HmdaQuestionName, code: string) {
    return this.choice(question, code);
  }

  writeIn(field: HmdaWriteIn) {
    return $(`input[name="${field}"]`);
  }

  /** A question's fieldset (its legend names it). */
  question(name: HmdaQuestionName) {
    return $(`fieldset[data-hmda="${name}"]`);
  }
}

export default new HmdaPage();
