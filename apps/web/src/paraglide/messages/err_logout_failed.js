/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Logout_FailedInputs */

const en_err_logout_failed = /** @type {(inputs: Err_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout failed`)
};

const ur_err_logout_failed = /** @type {(inputs: Err_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن آؤٹ نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Logout failed" |
*
* @param {Err_Logout_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_logout_failed = /** @type {((inputs?: Err_Logout_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Logout_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_logout_failed(inputs)
	return en_err_logout_failed(inputs)
});