/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Holder_GoneInputs */

const en_cred_holder_gone = /** @type {(inputs: Cred_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted user`)
};

const ur_cred_holder_gone = /** @type {(inputs: Cred_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف شدہ صارف`)
};

/**
* | output |
* | --- |
* | "Deleted user" |
*
* @param {Cred_Holder_GoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_gone = /** @type {((inputs?: Cred_Holder_GoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Holder_GoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder_gone(inputs)
	return en_cred_holder_gone(inputs)
});