/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Holder_NoneInputs */

const en_cred_holder_none = /** @type {(inputs: Cred_Holder_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No freelancers found.`)
};

const ur_cred_holder_none = /** @type {(inputs: Cred_Holder_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی فری لانسر نہیں ملا۔`)
};

/**
* | output |
* | --- |
* | "No freelancers found." |
*
* @param {Cred_Holder_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_none = /** @type {((inputs?: Cred_Holder_NoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Holder_NoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder_none(inputs)
	return en_cred_holder_none(inputs)
});