/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_List_EmptyInputs */

const en_cred_list_empty = /** @type {(inputs: Cred_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No credentials issued yet.`)
};

const ur_cred_list_empty = /** @type {(inputs: Cred_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی تک کوئی سند جاری نہیں ہوئی۔`)
};

/**
* | output |
* | --- |
* | "No credentials issued yet." |
*
* @param {Cred_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_list_empty = /** @type {((inputs?: Cred_List_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_List_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_list_empty(inputs)
	return en_cred_list_empty(inputs)
});