/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Something_Went_Wrong_Please_Try_AgainInputs */

const en_err_something_went_wrong_please_try_again = /** @type {(inputs: Err_Something_Went_Wrong_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const ur_err_something_went_wrong_please_try_again = /** @type {(inputs: Err_Something_Went_Wrong_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Err_Something_Went_Wrong_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_something_went_wrong_please_try_again = /** @type {((inputs?: Err_Something_Went_Wrong_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Something_Went_Wrong_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_something_went_wrong_please_try_again(inputs)
	return en_err_something_went_wrong_please_try_again(inputs)
});