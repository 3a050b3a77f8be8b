/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Login_Failed_Please_Try_AgainInputs */

const en_err_login_failed_please_try_again = /** @type {(inputs: Err_Login_Failed_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed. Please try again.`)
};

const ur_err_login_failed_please_try_again = /** @type {(inputs: Err_Login_Failed_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اِن نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Login failed. Please try again." |
*
* @param {Err_Login_Failed_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_login_failed_please_try_again = /** @type {((inputs?: Err_Login_Failed_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Login_Failed_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_login_failed_please_try_again(inputs)
	return en_err_login_failed_please_try_again(inputs)
});