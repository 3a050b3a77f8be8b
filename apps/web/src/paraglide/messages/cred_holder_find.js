/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Holder_FindInputs */

const en_cred_holder_find = /** @type {(inputs: Cred_Holder_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find`)
};

const ur_cred_holder_find = /** @type {(inputs: Cred_Holder_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find" |
*
* @param {Cred_Holder_FindInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_find = /** @type {((inputs?: Cred_Holder_FindInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Holder_FindInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder_find(inputs)
	return en_cred_holder_find(inputs)
});