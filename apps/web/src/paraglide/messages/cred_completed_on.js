/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Completed_OnInputs */

const en_cred_completed_on = /** @type {(inputs: Cred_Completed_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed on`)
};

const ur_cred_completed_on = /** @type {(inputs: Cred_Completed_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکمیل کی تاریخ`)
};

/**
* | output |
* | --- |
* | "Completed on" |
*
* @param {Cred_Completed_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_completed_on = /** @type {((inputs?: Cred_Completed_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Completed_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_completed_on(inputs)
	return en_cred_completed_on(inputs)
});