/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Hourly_Rate_Must_Be_A_NumberInputs */

const en_err_hourly_rate_must_be_a_number = /** @type {(inputs: Err_Hourly_Rate_Must_Be_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly rate must be a number`)
};

const ur_err_hourly_rate_must_be_a_number = /** @type {(inputs: Err_Hourly_Rate_Must_Be_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ ایک عدد ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "Hourly rate must be a number" |
*
* @param {Err_Hourly_Rate_Must_Be_A_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_hourly_rate_must_be_a_number = /** @type {((inputs?: Err_Hourly_Rate_Must_Be_A_NumberInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Hourly_Rate_Must_Be_A_NumberInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_hourly_rate_must_be_a_number(inputs)
	return en_err_hourly_rate_must_be_a_number(inputs)
});