/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs */

const en_err_hourly_rate_must_be_between_0_and_1000 = /** @type {(inputs: Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly rate must be between 0 and 1000`)
};

const ur_err_hourly_rate_must_be_between_0_and_1000 = /** @type {(inputs: Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ 0 اور 1000 کے درمیان ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "Hourly rate must be between 0 and 1000" |
*
* @param {Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_hourly_rate_must_be_between_0_and_1000 = /** @type {((inputs?: Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_hourly_rate_must_be_between_0_and_1000(inputs)
	return en_err_hourly_rate_must_be_between_0_and_1000(inputs)
});