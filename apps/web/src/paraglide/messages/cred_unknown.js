/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_UnknownInputs */

const en_cred_unknown = /** @type {(inputs: Cred_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown credential`)
};

const ur_cred_unknown = /** @type {(inputs: Cred_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نامعلوم سند`)
};

/**
* | output |
* | --- |
* | "Unknown credential" |
*
* @param {Cred_UnknownInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_unknown = /** @type {((inputs?: Cred_UnknownInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_UnknownInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_unknown(inputs)
	return en_cred_unknown(inputs)
});