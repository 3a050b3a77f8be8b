/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Check_FailedInputs */

const en_cred_check_failed = /** @type {(inputs: Cred_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not check the credential. Try again.`)
};

const ur_cred_check_failed = /** @type {(inputs: Cred_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند کی جانچ نہیں ہو سکی۔ دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not check the credential. Try again." |
*
* @param {Cred_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_check_failed = /** @type {((inputs?: Cred_Check_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Check_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_check_failed(inputs)
	return en_cred_check_failed(inputs)
});