/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payment_Provider_No_AnswerInputs */

const en_err_payment_provider_no_answer = /** @type {(inputs: Err_Payment_Provider_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider did not answer; please try again`)
};

const ur_err_payment_provider_no_answer = /** @type {(inputs: Err_Payment_Provider_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی فراہم کنندہ نے جواب نہیں دیا؛ براہِ کرم دوبارہ کوشش کریں`)
};

/**
* | output |
* | --- |
* | "The payment provider did not answer; please try again" |
*
* @param {Err_Payment_Provider_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_provider_no_answer = /** @type {((inputs?: Err_Payment_Provider_No_AnswerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payment_Provider_No_AnswerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payment_provider_no_answer(inputs)
	return en_err_payment_provider_no_answer(inputs)
});