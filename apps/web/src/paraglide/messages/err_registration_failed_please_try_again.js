/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Registration_Failed_Please_Try_AgainInputs */

const en_err_registration_failed_please_try_again = /** @type {(inputs: Err_Registration_Failed_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration failed. Please try again.`)
};

const ur_err_registration_failed_please_try_again = /** @type {(inputs: Err_Registration_Failed_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اپ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Registration failed. Please try again." |
*
* @param {Err_Registration_Failed_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_registration_failed_please_try_again = /** @type {((inputs?: Err_Registration_Failed_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Registration_Failed_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_registration_failed_please_try_again(inputs)
	return en_err_registration_failed_please_try_again(inputs)
});