/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_List_SearchInputs */

const en_cred_list_search = /** @type {(inputs: Cred_List_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by holder, course or hub`)
};

const ur_cred_list_search = /** @type {(inputs: Cred_List_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حامل، کورس یا ہب سے تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search by holder, course or hub" |
*
* @param {Cred_List_SearchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_list_search = /** @type {((inputs?: Cred_List_SearchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_List_SearchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_list_search(inputs)
	return en_cred_list_search(inputs)
});