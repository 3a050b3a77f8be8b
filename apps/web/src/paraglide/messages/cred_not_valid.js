/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Not_ValidInputs */

const en_cred_not_valid = /** @type {(inputs: Cred_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not valid`)
};

const ur_cred_not_valid = /** @type {(inputs: Cred_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درست نہیں`)
};

/**
* | output |
* | --- |
* | "Not valid" |
*
* @param {Cred_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_not_valid = /** @type {((inputs?: Cred_Not_ValidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Not_ValidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_not_valid(inputs)
	return en_cred_not_valid(inputs)
});