/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Holder_SearchInputs */

const en_cred_holder_search = /** @type {(inputs: Cred_Holder_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search freelancers by name or e-mail`)
};

const ur_cred_holder_search = /** @type {(inputs: Cred_Holder_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر کو نام یا ای میل سے تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search freelancers by name or e-mail" |
*
* @param {Cred_Holder_SearchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_search = /** @type {((inputs?: Cred_Holder_SearchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Holder_SearchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder_search(inputs)
	return en_cred_holder_search(inputs)
});